import { Download, FileText } from "lucide-react";
import { useId } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useAutosave } from "@/client/lib/use-autosave";
import { useTRPCClient } from "@/client/trpc";
import { formatFileSize } from "@/shared/format";
import { COURSE_LIMITS as L, MaterialUpdateInputSchema } from "@/shared/schemas/courses";
import { AutosaveIndicator } from "./autosave-status";
import { ConfirmDelete } from "./confirm-dialog";
import { checked, type EditorMaterial } from "./editor-drafts";
import { useAutosaveSender } from "./use-autosave-sender";
import { useEditorAction } from "./use-editor-action";

/** One support material: its title (autosaved), type and size, download and delete. */
export function MaterialRow({ material }: { material: EditorMaterial }) {
  const titleId = useId();
  const client = useTRPCClient();
  const send = useAutosaveSender("Erro ao atualizar material");
  const { busy, run } = useEditorAction();
  const autosave = useAutosave({ title: material.title }, (changes) => {
    const title = changes.title ?? material.title;
    const input = checked(MaterialUpdateInputSchema, { id: material.id, title, description: material.description });
    return send(() => client.courses.admin.materials.update.mutate(input));
  });

  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={titleId}>Título do material</Label>
        <Input
          id={titleId}
          value={autosave.values.title}
          maxLength={L.maxTitleLength}
          onChange={(event) => autosave.set("title", event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden />
            {[material.fileType?.toUpperCase(), material.fileSize === null ? null : formatFileSize(material.fileSize)]
              .filter(Boolean)
              .join(" · ")}
          </span>
          <AutosaveIndicator status={autosave.status} onRetry={autosave.retry} />
        </div>
      </div>
      <div className="flex items-center gap-1">
        <a
          href={material.fileUrl}
          download
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
          aria-label={`Baixar ${material.title}`}
        >
          <Download className="size-4" aria-hidden />
        </a>
        <ConfirmDelete
          label={`Excluir material ${material.title}`}
          title="Excluir material?"
          disabled={busy}
          onConfirm={() =>
            run(() => client.courses.admin.materials.delete.mutate({ id: material.id }).then(autosave.discard), {
              success: "Material excluído!",
              failure: "Erro ao excluir material",
            })
          }
        >
          O material “{material.title}” e o arquivo enviado serão excluídos. Esta ação não pode ser desfeita.
        </ConfirmDelete>
      </div>
    </li>
  );
}
