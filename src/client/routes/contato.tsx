import { createFileRoute, Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";

export const Route = createFileRoute("/contato")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: ContactPage,
});

function ContactPage() {
  return (
    <InfoPage title="Contato" lead="Dúvidas, sugestões ou problemas com a sua conta? Estamos por aqui.">
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="grid size-11 place-items-center rounded-lg bg-accent text-primary">
          <Mail className="size-5" aria-hidden />
        </span>
        <span>
          <span className="block text-sm text-muted-foreground">E-mail</span>
          <span className="font-medium">{SUPPORT_EMAIL}</span>
        </span>
      </a>
      <InfoSection title="Para agilizar o atendimento">
        <p>
          Escreva a partir do e-mail cadastrado e descreva o que aconteceu. Nunca pedimos sua senha. Respondemos em dias
          úteis.
        </p>
        <p>
          Antes de escrever, vale olhar a{" "}
          <Link to="/ajuda" className={textLinkClass}>
            Central de ajuda
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
