import { Layers, Plus } from "lucide-react";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { trpc } from "@/client/trpc";
import { moved, type EditorCourse } from "./editor-drafts";
import { MODULE_FAILURE, ModuleEditor } from "./module-editor";
import { useEditorAction } from "./use-editor-action";

function ModuleList({ editor }: { editor: EditorCourse }) {
  const { client } = trpc.useUtils();
  const { busy, run } = useEditorAction();
  const { course, modules } = editor;

  function moveModule(at: number, step: -1 | 1) {
    const order = moved(
      modules.map((module) => module.id),
      at,
      step,
    );
    if (!order) return;
    void run(() => client.courses.admin.modules.reorder.mutate({ courseId: course.id, moduleIds: order }), {
      failure: MODULE_FAILURE,
    });
  }

  return (
    <div className="grid gap-4">
      {modules.length === 0 ? (
        <EmptyState icon={Layers} title="Nenhum módulo ainda">
          Adicione o primeiro módulo e, dentro dele, as aulas.
        </EmptyState>
      ) : (
        <ol className="grid gap-4">
          {modules.map((module, at) => (
            <ModuleEditor
              key={module.id}
              module={module}
              index={at}
              count={modules.length}
              reordering={busy}
              onMove={(step) => moveModule(at, step)}
            />
          ))}
        </ol>
      )}
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        disabled={busy}
        onClick={() =>
          void run(() => client.courses.admin.modules.create.mutate({ courseId: course.id }), {
            success: "Módulo criado!",
            failure: MODULE_FAILURE,
          })
        }
      >
        <Plus aria-hidden />
        Adicionar Módulo
      </Button>
    </div>
  );
}

function ManagerBody({ courseId }: { courseId: string }) {
  const editor = trpc.courses.admin.get.useQuery({ id: courseId });
  if (editor.isPending) return <LoadingState label="Carregando módulos..." />;
  if (editor.isError) {
    return <ErrorState message="Não foi possível carregar os módulos do curso." onRetry={() => void editor.refetch()} />;
  }
  return <ModuleList editor={editor.data} />;
}

interface ModuleManagerProps {
  course: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * 'Gerenciar Módulos' (spec §2): modules and lessons of one course, fields saved as they are
 * typed. Closing unmounts the editors, which saves whatever was still waiting for the pause.
 */
export function ModuleManager({ course, onClose }: ModuleManagerProps) {
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="h-dvh max-h-dvh max-w-full rounded-none p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-5xl sm:rounded-lg sm:p-6">
        <DialogHeader className="text-left">
          <DialogTitle>Gerenciar Módulos</DialogTitle>
          <DialogDescription>
            {course?.title}. As alterações são salvas automaticamente 2 segundos depois da última digitação.
          </DialogDescription>
        </DialogHeader>
        {course && <ManagerBody courseId={course.id} />}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Finalizar Edição
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
