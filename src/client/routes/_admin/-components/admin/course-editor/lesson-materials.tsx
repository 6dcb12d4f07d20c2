import { useId } from "react";
import { FilePickerButton, UploadProgress } from "@/client/components/file-picker";
import { Label } from "@/client/components/ui/label";
import { useUpload } from "@/client/lib/use-upload";
import { useTRPCClient } from "@/client/trpc";
import { acceptAttribute } from "@/shared/domain/files/uploads";
import { materialTitleFromFileName, type EditorLesson } from "./editor-drafts";
import { MaterialRow } from "./material-row";
import { useEditorAction } from "./use-editor-action";

/** A lesson's support materials (docs/product.md §5: PDF, DOC, DOCX, TXT, PPT, PPTX; up to 50MB each). */
export function LessonMaterials({ lesson }: { lesson: EditorLesson }) {
  const fileId = useId();
  const client = useTRPCClient();
  const { percent, uploading, upload } = useUpload("course-material");
  const { busy, run } = useEditorAction();

  async function add(file: File) {
    const uploaded = await upload(file);
    if (!uploaded) return;
    await run(
      () =>
        client.courses.admin.materials.create.mutate({
          lessonId: lesson.id,
          title: materialTitleFromFileName(file.name),
          fileUrl: uploaded.url,
        }),
      { success: "Material adicionado!", failure: "Erro ao criar material" },
    );
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Materiais de apoio</p>
      {lesson.materials.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum material nesta aula.</p>
      ) : (
        <ul className="grid gap-2">
          {lesson.materials.map((material) => (
            <MaterialRow key={material.id} material={material} />
          ))}
        </ul>
      )}
      {percent !== null && <UploadProgress percent={percent} label="Enviando material…" />}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={fileId} className="sr-only">
          Arquivo de material
        </Label>
        <FilePickerButton
          accept={acceptAttribute("course-material")}
          inputId={fileId}
          uploading={uploading || busy}
          onFile={(file) => void add(file)}
        >
          Adicionar material
        </FilePickerButton>
        <span className="text-xs text-muted-foreground">PDF, DOC, DOCX, TXT, PPT ou PPTX, até 50MB.</span>
      </div>
    </div>
  );
}
