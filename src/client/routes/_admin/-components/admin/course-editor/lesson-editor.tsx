import { useId } from "react";
import { SwitchField } from "@/client/components/switch-field";
import { useAutosave } from "@/client/lib/use-autosave";
import { useTRPCClient } from "@/client/trpc";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";
import { AutosaveField } from "./autosave-field";
import { AutosaveIndicator } from "./autosave-status";
import { ConfirmDelete } from "./confirm-dialog";
import { lessonDraft, lessonUpdate, type EditorLesson } from "./editor-drafts";
import { LessonMaterials } from "./lesson-materials";
import { LessonVideoField } from "./lesson-video-field";
import { MoveButtons } from "./move-buttons";
import type { ItemPosition } from "./ordered-editor-list";
import { useAutosaveSender } from "./use-autosave-sender";
import { useEditorAction } from "./use-editor-action";

/** docs/product.md §8's wording for every lesson failure. */
export const LESSON_FAILURE = "Erro ao criar/atualizar/excluir aula";

interface LessonEditorProps extends ItemPosition {
  lesson: EditorLesson;
}

/** One lesson: its fields (autosaved), video, free switch and materials, with move and delete. */
export function LessonEditor({ lesson, index, count, reordering, onMove }: LessonEditorProps) {
  const headingId = useId();
  const client = useTRPCClient();
  const send = useAutosaveSender(LESSON_FAILURE);
  const { busy, run } = useEditorAction();
  const autosave = useAutosave(lessonDraft(lesson), (changes) => {
    const input = lessonUpdate(lesson.id, changes);
    return send(() => client.courses.admin.lessons.update.mutate(input));
  });
  const { values, set, setNow } = autosave;
  const title = values.title.trim() || lesson.title;

  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted/20 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 id={headingId} className="truncate text-sm font-semibold">
            Aula {index + 1}: {title}
          </h4>
          <AutosaveIndicator status={autosave.status} onRetry={autosave.retry} />
        </div>
        <div className="flex items-center">
          <MoveButtons index={index} count={count} disabled={reordering} onMove={onMove} />
          <ConfirmDelete
            label={`Excluir aula ${title}`}
            title="Excluir aula?"
            disabled={busy}
            onConfirm={() =>
              run(() => client.courses.admin.lessons.delete.mutate({ id: lesson.id }).then(autosave.discard), {
                success: "Aula excluída!",
                failure: LESSON_FAILURE,
              })
            }
          >
            A aula “{title}” será excluída com os materiais de apoio e os arquivos enviados para ela (vídeo e
            materiais). Esta ação não pode ser desfeita.
          </ConfirmDelete>
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <AutosaveField
          label="Título da aula"
          value={values.title}
          maxLength={L.maxTitleLength}
          onChange={(v) => set("title", v)}
        />
        <AutosaveField
          label="Duração (minutos)"
          value={values.durationMinutes}
          maxLength={5}
          wholeNumber
          hint="Número inteiro de minutos."
          onChange={(v) => set("durationMinutes", v)}
        />
      </div>
      <AutosaveField
        label="Descrição da aula"
        value={values.description}
        rows={2}
        maxLength={L.maxDescriptionLength}
        onChange={(v) => set("description", v)}
      />
      <LessonVideoField
        value={values.videoUrl}
        onType={(url) => set("videoUrl", url)}
        onReplace={(url) => setNow("videoUrl", url)}
      />
      <AutosaveField
        label="Conteúdo"
        value={values.content}
        rows={5}
        maxLength={L.maxContentLength}
        hint="Aceita Markdown: **negrito**, *itálico*, listas com - e links [texto](https://...)."
        onChange={(v) => set("content", v)}
      />
      <SwitchField
        label="Aula gratuita"
        hint="Aberta a qualquer visitante, mesmo num curso pago."
        checked={values.isFree === "true"}
        onCheckedChange={(checked) => setNow("isFree", checked ? "true" : "false")}
      />
      <LessonMaterials lesson={lesson} />
    </div>
  );
}
