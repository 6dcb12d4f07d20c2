import { useMutation } from "@tanstack/react-query";
import { CircleCheck, KeyRound, LoaderCircle, PlugZap, TriangleAlert } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/client/components/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { useTRPC } from "@/client/trpc";
import { formatInteger } from "@/shared/format";
import { SCRAPER_MESSAGES, ScraperKeyFormSchema } from "@/shared/schemas/flights";
import { connectionTestFailure, SCRAPER_TEXT, type ScraperFailure } from "./scraper-feedback";

type TestOutcome = { ok: true; remainingCredits: number | null } | { ok: false; failure: ScraperFailure } | null;

interface ApiKeyCardProps {
  /** The configured key (local storage); empty when none. */
  apiKey: string;
  onSave: (apiKey: string) => void;
  onForget: () => void;
}

function creditsText(remainingCredits: number | null): string {
  return remainingCredits === null
    ? "API key válida."
    : `API key válida. Créditos restantes: ${formatInteger(remainingCredits)}.`;
}

/** docs/product.md §2, §5: the key field, 'Configurar' and 'Testar conexão'. */
export function ApiKeyCard({ apiKey, onSave, onForget }: ApiKeyCardProps) {
  const trpc = useTRPC();
  // The stored key arrives after hydration (a page drawn by the server has none), or from another
  // tab: react-hook-form's `values` makes the field follow it, as it would have started with it.
  const form = useForm({ resolver: zodResolver(ScraperKeyFormSchema), values: { apiKey } });
  const [outcome, setOutcome] = useState<TestOutcome>(null);
  const testConnection = useMutation(trpc.flights.scraper.testConnection.mutationOptions());

  const configure = form.handleSubmit(
    (input) => {
      onSave(input.apiKey);
      setOutcome(null);
      toast.success("API key configurada", { description: "A chave foi salva apenas neste navegador." });
    },
    // The field says what to fix; the toast is the spec's (docs/product.md §5).
    (errors) => {
      if (errors.apiKey?.message === SCRAPER_MESSAGES.keyBlank)
        toast.error("API key obrigatória", { description: SCRAPER_MESSAGES.keyRequired });
    },
  );

  // A key typed but not yet configured is the one the user means to test: configure it first, so
  // the answer (and any earlier error on screen) is never about the previous key.
  async function test() {
    const typed = form.getValues("apiKey").trim();
    const key = typed || apiKey;
    if (!key) {
      toast.error(SCRAPER_MESSAGES.keyMissing, {
        description: "Configure sua API key da Firecrawl antes de testar a conexão.",
      });
      return;
    }
    if (key !== apiKey) onSave(key);
    setOutcome(null);
    try {
      const { remainingCredits } = await testConnection.mutateAsync({ apiKey: key });
      setOutcome({ ok: true, remainingCredits });
      toast.success("Conexão estabelecida!", { description: creditsText(remainingCredits) });
    } catch (error) {
      const failure = connectionTestFailure(error);
      setOutcome({ ok: false, failure });
      toast.error(SCRAPER_TEXT.connectionError, { description: failure.summary });
    }
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden />
          <h2 className="text-base font-semibold">API da Firecrawl</h2>
        </CardTitle>
        <CardDescription>
          A chave fica guardada só neste navegador e vai ao nosso servidor apenas junto de cada consulta; ela nunca é
          gravada nem registrada em logs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <form onSubmit={(event) => void configure(event)} noValidate className="grid gap-3">
          <FormField control={form.control} name="apiKey" label="API key da Firecrawl">
            {(props) => (
              <Input
                {...props}
                type="password"
                onChange={(event) => {
                  props.onChange(event);
                  // A result belongs to the key it was tested with.
                  setOutcome(null);
                }}
                placeholder="fc-..."
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Configurar</Button>
            <Button type="button" variant="outline" onClick={test} disabled={testConnection.isPending}>
              {testConnection.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <PlugZap aria-hidden />
              )}
              Testar conexão
            </Button>
          </div>
        </form>
        {/* 'Esquecer chave' sits with the status it changes, not as a third button that wraps in a narrow column. */}
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" aria-live="polite">
          {apiKey ? "API key configurada neste navegador." : "Nenhuma API key configurada."}
          {apiKey && (
            <Button
              type="button"
              variant="link"
              className="h-auto p-0 text-sm"
              onClick={() => {
                onForget();
                setOutcome(null);
              }}
            >
              Esquecer chave
            </Button>
          )}
        </p>
        {outcome?.ok && (
          <Alert>
            <CircleCheck aria-hidden />
            <AlertTitle>Conexão estabelecida</AlertTitle>
            <AlertDescription>{creditsText(outcome.remainingCredits)}</AlertDescription>
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <AlertTitle>{outcome.failure.summary}</AlertTitle>
            {outcome.failure.detail && <AlertDescription>{outcome.failure.detail}</AlertDescription>}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
