import { useQuery } from "@tanstack/react-query";
import { FlaskConical, Scale } from "lucide-react";
import type { ComponentProps } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Badge } from "@/client/components/ui/badge";
import { useTRPC } from "@/client/trpc";
import { ApiKeyCard } from "./api-key-card";
import type { RouteField } from "./route-fields";
import { ScrapeCard } from "./scrape-card";
import { useStoredApiKey } from "./use-stored-api-key";

interface ScraperTabProps {
  form: ComponentProps<typeof ScrapeCard>["form"];
  onRouteChange: (field: RouteField, value: string) => void;
}

/** docs/product.md §2 scraping tab: legal notice, the Firecrawl key, and the airlines' own pages. */
export function ScraperTab({ form, onRouteChange }: ScraperTabProps) {
  const trpc = useTRPC();
  const { apiKey, save, forget } = useStoredApiKey();
  const status = useQuery(trpc.flights.scraper.status.queryOptions());
  const testMode = status.data?.mode === "test";
  return (
    <div className="grid gap-6">
      <Alert>
        <Scale aria-hidden />
        <AlertTitle>Aviso legal: uso apenas educacional</AlertTitle>
        <AlertDescription>
          <p>
            Esta aba demonstra a extração de dados (web scraping) dos sites das companhias aéreas com a sua própria API
            key da Firecrawl. Ela é oferecida apenas para fins educacionais: a coleta automatizada pode violar os termos
            de uso das companhias, e os valores extraídos não são ofertas. Use com responsabilidade e confirme sempre no
            site oficial.
          </p>
        </AlertDescription>
      </Alert>
      {testMode && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-highlight bg-highlight/10 px-4 py-3 text-sm">
          <Badge variant="highlight" className="gap-1.5 text-sm">
            <FlaskConical aria-hidden />
            Modo de teste
          </Badge>
          <span className="text-muted-foreground">
            O servidor não tem um serviço Firecrawl configurado: as consultas respondem com páginas gravadas das
            companhias e qualquer API key é aceita. Os resultados não são reais.
          </span>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <ApiKeyCard apiKey={apiKey} onSave={save} onForget={forget} />
        {/* Keyed by the key: a new key starts without the previous key's failure or results. */}
        <ScrapeCard key={apiKey} apiKey={apiKey} form={form} onRouteChange={onRouteChange} />
      </div>
    </div>
  );
}
