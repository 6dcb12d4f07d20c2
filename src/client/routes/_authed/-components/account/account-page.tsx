import { getRouteApi } from "@tanstack/react-router";
import { CircleCheck, CircleExclamationPoint, Eye } from "lucide-react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { ApiTokensSection } from "./api-tokens-section";
import { InstallAppSection } from "./install-app-section";
import { MyDataSection } from "./my-data-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { PromotionAlertsSection } from "./promotion-alerts-section";
import { PushDevicesSection } from "./push-devices-section";
import { SessionsSection } from "./sessions-section";

const route = getRouteApi("/_authed/minha-conta");

function EmailLinkNotice() {
  const { email } = route.useSearch();
  if (email === "confirmado") {
    return (
      <Alert>
        <CircleCheck aria-hidden />
        <AlertDescription>E-mail alterado. Use o novo endereço para entrar.</AlertDescription>
      </Alert>
    );
  }
  if (email === "invalido") {
    return (
      <Alert variant="destructive">
        <CircleExclamationPoint aria-hidden />
        <AlertDescription>
          Link de alteração de e-mail inválido ou expirado. Peça a alteração de novo abaixo.
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

/** 'Minha conta': profile, password, sessions, API tokens, and the member's data (LGPD). */
export function AccountPage() {
  useDocumentTitle("Minha conta");
  const session = useSession();
  if (!session) return null;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Minha conta</h1>
        <p className="mt-1 text-muted-foreground">
          Seus dados, sua senha, onde você está conectado e seus tokens de API.
        </p>
      </div>
      <EmailLinkNotice />
      {session.readOnly ? (
        <Alert>
          <Eye aria-hidden />
          <AlertDescription>
            Você está na conta demonstração (somente leitura): as configurações da conta ficam indisponíveis.
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <ProfileSection session={session} />
          <PasswordSection />
          <SessionsSection />
          <InstallAppSection />
          <PushDevicesSection session={session} />
          <PromotionAlertsSection />
          <ApiTokensSection />
          <MyDataSection />
        </>
      )}
    </div>
  );
}
