import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { useAutosave } from "@/client/lib/use-autosave";
import { useTRPCClient } from "@/client/trpc";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";
import { AutosaveField } from "./autosave-field";
import { AutosaveIndicator } from "./autosave-status";
import { ConfirmDelete } from "./confirm-dialog";
import { moduleDraft, moduleUpdate, type EditorModule } from "./editor-drafts";
import { LESSON_FAILURE, LessonEditor } from "./lesson-editor";
import { MoveButtons } from "./move-buttons";
import { OrderedEditorList, type ItemPosition } from "./ordered-editor-list";
import { useAutosaveSender } from "./use-autosave-sender";
import { useEditorAction } from "./use-editor-action";

/** docs/product.md §8's wording for a failed create or update of a module. */
export const MODULE_FAILURE = "Erro ao criar/atualizar módulo";

interface ModuleEditorProps extends ItemPosition {
  module: EditorModule;
}

function lessonCount(count: number): string {
  return count === 1 ? "1 aula" : `${count} aulas`;
}

/** A collapsible module: title and description (autosaved), its lessons in order, add / move / delete. */
export function ModuleEditor({ module, index, count, reordering, onMove }: ModuleEditorProps) {
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const client = useTRPCClient();
  const send = useAutosaveSender(MODULE_FAILURE);
  const removal = useEditorAction();
  const autosave = useAutosave(moduleDraft(module), (changes) => {
    const input = moduleUpdate(module.id, changes);
    return send(() => client.courses.admin.modules.update.mutate(input));
  });
  const title = autosave.values.title.trim() || module.title;

  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <div role="group" aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-1">
            <CollapsibleTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={open ? `Recolher ${title}` : `Expandir ${title}`}
              >
                <ChevronDown
                  className={open ? "rotate-180 transition-transform" : "transition-transform"}
                  aria-hidden
                />
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
                removal.run(
                  () => client.courses.admin.modules.delete.mutate({ id: module.id }).then(autosave.discard),
                  {
                    success: "Módulo excluído!",
                    failure: "Erro ao excluir módulo",
                  },
                )
              }
            >
              O módulo “{title}” será excluído com {lessonCount(module.lessons.length)}, os materiais de apoio e os
              arquivos enviados para elas. Esta ação não pode ser desfeita.
            </ConfirmDelete>
          </div>
        </div>
        {/* Kept mounted while collapsed, so the lessons' unsaved text and upload progress survive it. */}
        <CollapsibleContent forceMount className="grid gap-4 data-[state=closed]:hidden">
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
          <OrderedEditorList
            items={module.lessons}
            reorder={(lessonIds) => client.courses.admin.lessons.reorder.mutate({ moduleId: module.id, lessonIds })}
            add={() => client.courses.admin.lessons.create.mutate({ moduleId: module.id })}
            addLabel="Adicionar Aula"
            addedToast="Aula criada!"
            failure={LESSON_FAILURE}
          >
            {(lesson, position) => <LessonEditor lesson={lesson} {...position} />}
          </OrderedEditorList>
        </CollapsibleContent>
      </div>
    </Collapsible>
  );
}
