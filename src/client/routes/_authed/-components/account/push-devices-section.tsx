import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PageSection } from "@/client/components/page-section";
import { RemovableListItem } from "@/client/components/removable-list-item";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import {
  forgetThisDevice,
  PushPermissionRefused,
  pushSupport,
  subscribeThisDevice,
  thisDeviceEndpoint,
  type PushSupport,
} from "@/client/lib/pwa/push-device";
import type { Session } from "@/client/lib/session";
import { useTRPC, useTRPCClient } from "@/client/trpc";
import { formatDateTime } from "@/shared/format";

/** This browser's support and subscription: read after hydration, the server cannot know them. */
function useThisDevice() {
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's answer, after hydration
    setSupport(pushSupport());
    void thisDeviceEndpoint().then(setEndpoint);
  }, []);
  return { support, endpoint, setEndpoint };
}

function SupportNotice({ support }: { support: PushSupport | null }) {
  if (support === "unsupported") {
    return (
      <p className="text-sm text-muted-foreground">
        Este navegador não recebe notificações. No iPhone, instale o app (acima) e abra-o pela Tela de Início.
      </p>
    );
  }
  if (support === "denied") {
    return (
      <p className="text-sm text-muted-foreground">
        As notificações estão bloqueadas para o Milheiro neste navegador: libere-as nas configurações do site.
      </p>
    );
  }
  return null;
}

/**
 * The devices that get alerts by push (docs/decisions/043): 'Ativar notificações neste aparelho'
 * asks the browser's permission only on that tap; each device is listed with its browser and when
 * it was added, and can be removed. Adding one comes with Minha Gestão.
 */
export function PushDevicesSection({ session }: { session: Session }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const devices = useQuery(trpc.notifications.push.devices.queryOptions());
  const device = useThisDevice();
  const refresh = () => queryClient.invalidateQueries(trpc.notifications.push.devices.pathFilter());
  const activate = useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(trpc.notifications.push.publicKey.queryOptions());
      const subscription = await subscribeThisDevice(publicKey);
      await client.notifications.push.subscribe.mutate(subscription);
      return subscription.endpoint;
    },
    onSuccess: async (endpoint) => {
      device.setEndpoint(endpoint);
      await refresh();
      toast.success("Notificações ativadas neste aparelho");
    },
    onError: (error) => {
      if (error instanceof PushPermissionRefused) {
        toast.error("Notificações não permitidas", { description: "O navegador não deu permissão ao Milheiro." });
      } else {
        toastFailure("Erro ao ativar as notificações", error);
      }
    },
  });
  const remove = useMutation(
    trpc.notifications.push.removeDevice.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Aparelho removido");
      },
      onError: (error) => toastFailure("Erro ao remover o aparelho", error),
    }),
  );
  const removeDevice = async (id: string, endpoint: string) => {
    await remove.mutateAsync({ id });
    if (endpoint === device.endpoint) {
      await forgetThisDevice(endpoint);
      device.setEndpoint(null);
    }
  };
  const subscribedHere = devices.data?.some((listed) => listed.endpoint === device.endpoint) ?? false;
  const canActivate = session.hasDashboardAccess && device.support === "supported" && !subscribedHere;

  return (
    <PageSection
      title="Notificações no celular"
      description="Os alertas que você escolheu em 'Preferências de alerta' chegam como notificação nos aparelhos abaixo."
      actions={
        canActivate && (
          <Button disabled={activate.isPending} onClick={() => activate.mutate()}>
            <BellRing aria-hidden />
            Ativar notificações neste aparelho
          </Button>
        )
      }
    >
      <div className="grid gap-3">
        <SupportNotice support={device.support} />
        {!session.hasDashboardAccess && (
          <p className="text-sm text-muted-foreground">As notificações no celular fazem parte da Minha Gestão.</p>
        )}
        <QueryView
          query={devices}
          loadingLabel="Carregando aparelhos..."
          errorMessage="Não foi possível carregar os aparelhos."
          empty={<EmptyState icon={Smartphone} title="Nenhum aparelho recebe notificações" />}
        >
          {(list) => (
            <ul className="grid gap-2" aria-label="Aparelhos com notificações">
              {list.map((listed) => (
                <RemovableListItem
                  key={listed.id}
                  title={
                    <>
                      {listed.device}
                      {listed.endpoint === device.endpoint && <Badge variant="secondary">este aparelho</Badge>}
                    </>
                  }
                  detail={`Adicionado em ${formatDateTime(listed.createdAt)}`}
                  removeLabel={`Remover aparelho: ${listed.device}, adicionado em ${formatDateTime(listed.createdAt)}`}
                  disabled={remove.isPending}
                  onRemove={() => void removeDevice(listed.id, listed.endpoint).catch(() => {})}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </PageSection>
  );
}
