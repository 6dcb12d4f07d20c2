import { createFileRoute } from "@tanstack/react-router";
import { InfoPage, InfoSection } from "@/client/components/info-page";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";

export const Route = createFileRoute("/privacidade")({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <InfoPage title="Política de privacidade" lead="Resumo de como tratamos seus dados, em linha com a LGPD.">
      <InfoSection title="O que coletamos">
        <p>
          Nome, e-mail e senha (guardada apenas como hash criptográfico), além do que você cadastra: programas de
          fidelidade, saldos, acúmulos e transações.
        </p>
      </InfoSection>
      <InfoSection title="Para que usamos">
        <p>
          Para mostrar seu painel, calcular custos e alertas, processar assinaturas e falar com você sobre a sua conta.
          Não vendemos nem compartilhamos seus dados para publicidade.
        </p>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          Usamos apenas um cookie de sessão, necessário para manter você conectado. Não usamos cookies de rastreamento.
        </p>
      </InfoSection>
      <InfoSection title="Seus direitos">
        <p>
          Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelo e-mail {SUPPORT_EMAIL}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
