import { Copy, KeyRound } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import type { CreatedApiToken } from "./api-token-form";

/** The one time the token is visible: only its hash is kept, so a lost token is revoked and replaced. */
export function NewApiToken({ created, onDismiss }: { created: CreatedApiToken; onDismiss: () => void }) {
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      toast.success("Token copiado");
    } catch {
      toast.error("Não foi possível copiar", { description: "Selecione o token e copie manualmente." });
    }
  }
  return (
    <Alert>
      <KeyRound aria-hidden />
      <AlertTitle>Token “{created.name}” criado</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>Copie agora: por segurança, ele não será mostrado de novo.</p>
        <label htmlFor={inputId} className="sr-only">
          Token recém-criado
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            readOnly
            value={created.token}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copiar
          </Button>
          <Button type="button" variant="outline" onClick={onDismiss}>
            Já copiei
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
