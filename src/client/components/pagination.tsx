import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { formatInteger } from "@/shared/format";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, plural ("usuários"). */
  noun: string;
}

/** Previous / next with "página X de Y"; nothing at all when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        Página {formatInteger(page)} de {formatInteger(pages)} · {formatInteger(total)} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Próxima
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
