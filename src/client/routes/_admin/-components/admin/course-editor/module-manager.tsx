import { useQuery } from "@tanstack/react-query";
import { Layers } from "lucide-react";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { useTRPC, useTRPCClient } from "@/client/trpc";
import type { EditorCourse } from "./editor-drafts";
import { MODULE_FAILURE, ModuleEditor } from "./module-editor";
import { OrderedEditorList } from "./ordered-editor-list";

function ModuleList({ editor }: { editor: EditorCourse }) {
  const client = useTRPCClient();
  const { course, modules } = editor;
  return (
    <OrderedEditorList
      items={modules}
      reorder={(moduleIds) => client.courses.admin.modules.reorder.mutate({ courseId: course.id, moduleIds })}
      add={() => client.courses.admin.modules.create.mutate({ courseId: course.id })}
      addLabel="Adicionar Módulo"
      addedToast="Módulo criado!"
      failure={MODULE_FAILURE}
      empty={
        <EmptyState icon={Layers} title="Nenhum módulo ainda">
          Adicione o primeiro módulo e, dentro dele, as aulas.
        </EmptyState>
      }
    >
      {(module, position) => <ModuleEditor module={module} {...position} />}
    </OrderedEditorList>
  );
}

function ManagerBody({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const editor = useQuery(trpc.courses.admin.get.queryOptions({ id: courseId }));
  return (
    <QueryView
      query={editor}
      loadingLabel="Carregando módulos..."
      errorMessage="Não foi possível carregar os módulos do curso."
    >
      {(data) => <ModuleList editor={data} />}
    </QueryView>
  );
}

interface ModuleManagerProps {
  course: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * 'Gerenciar Módulos' (docs/product.md §2): modules and lessons of one course, fields saved as they are
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
        {/* Always in reach, however long the course: the dialog scrolls, the footer stays. */}
        <DialogFooter className="sticky -bottom-4 -mx-4 border-t bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button type="button" onClick={onClose}>
            Finalizar Edição
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
