import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { PromotionCategoryOptions } from "@/client/components/promotions/category-options";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { cn } from "@/client/lib/utils";
import { PROMOTION_CATEGORIES, type PromotionCategory } from "@/shared/domain/promotions/promotion-categories";
import { hasFilters, type FeedSearch } from "./feed-query";

interface PromotionFiltersProps {
  search: FeedSearch;
  programs: readonly string[];
  onChange: (search: FeedSearch) => void;
}

const isCategory = (value: string): value is PromotionCategory =>
  (PROMOTION_CATEGORIES as readonly string[]).includes(value);

/**
 * Category, program and 'only active': each choice goes to the address bar, so a filtered feed can
 * be shared. On a phone they fold behind one 'Filtros' button, so the first offer is on the first
 * screen; from lg up they are always open.
 */
export function PromotionFilters({ search, programs, onChange }: PromotionFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = [search.category, search.program, search.onlyActive].filter(Boolean).length;
  // A program from an old link may no longer have promotions; keep it selectable so the choice shows.
  const programOptions =
    search.program && !programs.includes(search.program) ? [search.program, ...programs] : programs;

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start lg:hidden"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((current) => !current)}
      >
        <SlidersHorizontal aria-hidden />
        {active > 0 ? `Filtros (${active})` : "Filtros"}
      </Button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label="Filtrar promoções"
        className={cn(
          "grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end",
          !open && "max-lg:hidden",
        )}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Categoria</Label>
          <NativeSelect
            id={`${id}-category`}
            value={search.category ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...search, category: isCategory(value) ? value : undefined });
            }}
          >
            <PromotionCategoryOptions blank="Todas as categorias" />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-program`}>Programa</Label>
          <NativeSelect
            id={`${id}-program`}
            value={search.program ?? ""}
            onChange={(event) => onChange({ ...search, program: event.target.value || undefined })}
          >
            <option value="">Todos os programas</option>
            {programOptions.map((program) => (
              <option key={program} value={program}>
                {program}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm font-medium select-none">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={search.onlyActive === true}
            onChange={(event) => onChange({ ...search, onlyActive: event.target.checked || undefined })}
          />
          Somente ativas
        </label>
        {hasFilters(search) && (
          <Button type="button" variant="ghost" onClick={() => onChange({})}>
            <X aria-hidden />
            Limpar filtros
          </Button>
        )}
      </form>
    </div>
  );
}
