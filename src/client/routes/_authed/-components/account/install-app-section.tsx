import { Download, Share, SquarePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { acceptInstallOffer, useInstallOffer } from "@/client/lib/pwa/install-prompt";
import { installChoiceOf } from "@/shared/domain/account/install-guide";

/** Whether the page runs as the installed app: read after hydration, the server cannot know. */
function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's answer, after hydration
    setStandalone(window.matchMedia("(display-mode: standalone)").matches);
  }, []);
  return standalone;
}

function useUserAgent(): string {
  const [userAgent, setUserAgent] = useState("");
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's answer, after hydration
  useEffect(() => setUserAgent(navigator.userAgent), []);
  return userAgent;
}

function IosGuide() {
  return (
    <div className="grid gap-2 text-sm">
      <p>No iPhone e no iPad, instale pelo Safari:</p>
      <ol className="grid list-decimal gap-1 pl-5">
        <li>
          Toque em <Share aria-label="Compartilhar" className="inline size-4 align-text-bottom" />{" "}
          <strong>Compartilhar</strong>.
        </li>
        <li>
          Escolha <SquarePlus aria-hidden className="inline size-4 align-text-bottom" />{" "}
          <strong>Adicionar à Tela de Início</strong>.
        </li>
        <li>Abra o Milheiro pelo ícone na Tela de Início.</li>
      </ol>
      <p className="text-muted-foreground">
        As notificações no iPhone pedem o iOS 16.4 ou mais recente e o app aberto pela Tela de Início.
      </p>
    </div>
  );
}

/** 'Instalar o app': the browser's own prompt where there is one, the steps on iPhone, else why not. */
export function InstallAppSection() {
  const offer = useInstallOffer();
  const choice = installChoiceOf({ standalone: useStandalone(), canPrompt: offer !== null, userAgent: useUserAgent() });
  const install = async () => {
    if (offer && (await acceptInstallOffer(offer))) toast.success("App instalado!");
  };
  return (
    <PageSection title="Instalar o app" description="O Milheiro na tela inicial, abrindo como um aplicativo.">
      {choice === "installed" && <p className="text-sm">O app já está instalado neste aparelho.</p>}
      {choice === "prompt" && (
        <Button onClick={() => void install()}>
          <Download aria-hidden />
          Instalar o app
        </Button>
      )}
      {choice === "ios-guide" && <IosGuide />}
      {choice === "unavailable" && (
        <p className="text-sm text-muted-foreground">
          Este navegador não oferece a instalação. No Android e no computador, use o Chrome ou o Edge; no iPhone, o
          Safari.
        </p>
      )}
    </PageSection>
  );
}
