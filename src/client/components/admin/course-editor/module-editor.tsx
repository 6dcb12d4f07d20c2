import { ChevronDown, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { useAutosave } from "@/client/lib/use-autosave";
import { trpc } from "@/client/trpc";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";
import { AutosaveField } from "./autosave-field";
import { AutosaveIndicator } from "./autosave-status";
import { ConfirmDelete } from "./confirm-dialog";
import { moduleDraft, moduleUpdate, moved, type EditorModule } from "./editor-drafts";
import { LESSON_FAILURE, LessonEditor } from "./lesson-editor";
import { MoveButtons } from "./move-buttons";
import { useAutosaveSender } from "./send-or-toast";
import { useEditorAction } from "./use-editor-action";

/** Spec §8's wording for a failed create or update of a module. */
export const MODULE_FAILURE = "Erro ao criar/atualizar módulo";

interface ModuleEditorProps {
  module: EditorModule;
  index: number;
  count: number;
  reordering: boolean;
  onMove: (step: -1 | 1) => void;
}

function lessonCount(count: number): string {
  return count === 1 ? "1 aula" : `${count} aulas`;
}

/** A collapsible module: title and description (autosaved), its lessons in order, add / move / delete. */
export function ModuleEditor({ module, index, count, reordering, onMove }: ModuleEditorProps) {
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const { client } = trpc.useUtils();
  const send = useAutosaveSender(MODULE_FAILURE);
  const lessons = useEditorAction();
  const removal = useEditorAction();
  const autosave = useAutosave(moduleDraft(module), (changes) => {
    const input = moduleUpdate(module.id, changes);
    return send(() => client.courses.admin.modules.update.mutate(input));
  });
  const title = autosave.values.title.trim() || module.title;

  function moveLesson(at: number, step: -1 | 1) {
    const order = moved(
      module.lessons.map((lesson) => lesson.id),
      at,
      step,
    );
    if (!order) return;
    void lessons.run(() => client.courses.admin.lessons.reorder.mutate({ moduleId: module.id, lessonIds: order }), {
      failure: LESSON_FAILURE,
    });
  }

  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <li role="group" aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-1">
            <CollapsibleTrigger asChild>
              <Button type="button" variant="ghost" size="icon" aria-label={open ? `Recolher ${title}` : `Expandir ${title}`}>
                <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
              </Button>
            </CollapsibleTrigger>
            <div className="grid min-w-0 gap-0.5">
              <h3 id={headingId} className="truncate font-semibold">
                Módulo {index + 1}: {title}
              </h3>
              <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                <span>{lessonCount(module.lessons.length)}</span>
                <AutosaveIndicator status={autosave.status} onRetry={autosave.retry} />
              </div>
            </div>
          </div>
          <div className="flex items-center">
            <MoveButtons index={index} count={count} disabled={reordering} onMove={onMove} />
            <ConfirmDelete
              label={`Excluir módulo ${title}`}
              title="Excluir módulo?"
              disabled={removal.busy}
              onConfirm={() =>
                removal.run(() => client.courses.admin.modules.delete.mutate({ id: module.id }), {
                  success: "Módulo excluído!",
                  failure: "Erro ao excluir módulo",
                })
              }
            >
              O módulo “{title}” será excluído com {lessonCount(module.lessons.length)}, os materiais de apoio e os
              arquivos enviados para elas. Esta ação não pode ser desfeita.
            </ConfirmDelete>
          </div>
        </div>
        <CollapsibleContent className="grid gap-4">
          <div className="grid gap-3 md:grid-cols-2">
            <AutosaveField
              label="Título do módulo"
              value={autosave.values.title}
              maxLength={L.maxTitleLength}
              onChange={(value) => autosave.set("title", value)}
            />
            <AutosaveField
              label="Descrição do módulo"
              value={autosave.values.description}
              rows={2}
              maxLength={L.maxDescriptionLength}
              onChange={(value) => autosave.set("description", value)}
            />
          </div>
          {module.lessons.length > 0 && (
            <ol className="grid gap-3">
              {module.lessons.map((lesson, at) => (
                <LessonEditor
                  key={lesson.id}
                  lesson={lesson}
                  index={at}
                  count={module.lessons.length}
                  reordering={lessons.busy}
                  onMove={(step) => moveLesson(at, step)}
                />
              ))}
            </ol>
          )}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={lessons.busy}
            onClick={() =>
              void lessons.run(() => client.courses.admin.lessons.create.mutate({ moduleId: module.id }), {
                success: "Aula criada!",
                failure: LESSON_FAILURE,
              })
            }
          >
            <Plus aria-hidden />
            Adicionar Aula
          </Button>
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}
