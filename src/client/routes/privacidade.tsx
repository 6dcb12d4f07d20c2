import { createFileRoute } from "@tanstack/react-router";
import { InfoPage, InfoSection } from "@/client/components/info-page";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";

export const Route = createFileRoute("/privacidade")({
  staticData: { rendering: "shared", indexing: "sitemap" },
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
      <InfoSection title="Notificações no celular e o app instalado">
        <p>
          Se você ativar as notificações em um aparelho, guardamos o endereço que o serviço de notificações do seu
          navegador (Google, Apple ou Mozilla) deu a esse aparelho, as chaves com que o conteúdo é cifrado, o navegador
          e a data. O serviço do navegador só repassa a mensagem cifrada: não consegue ler seus alertas. Remova o
          aparelho em Minha conta a qualquer momento; ele também sai quando o navegador cancela a inscrição.
        </p>
        <p>
          O app instalado guarda no aparelho só o que é igual para todos (a página de sem conexão, estilos e ícones),
          nunca seus dados.
        </p>
      </InfoSection>
      <InfoSection title="Alertas de promoção (Avise-me)">
        <p>
          Quando você cria um alerta de promoção, guardamos o que você pediu (categoria, programas, percentual mínimo e
          aeroporto de origem) e a data. Usamos isso só para avisar você quando uma promoção combinar; os alertas
          aparecem na exportação dos seus dados e saem quando você os remove ou exclui a conta.
        </p>
      </InfoSection>
      <InfoSection title="O teste grátis, uma vez por pessoa">
        <p>
          Para que o teste grátis do PRO seja um por pessoa, guardamos uma impressão do seu e-mail (um código calculado
          com uma chave secreta, do qual o endereço não pode ser lido) e a data em que o teste começou. Só isso fica
          depois que você apaga sua conta, e só serve para que um novo cadastro com o mesmo e-mail não ganhe um segundo
          teste.
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
