import { acceptAttribute } from "@/shared/domain/files/uploads";
import { X } from "lucide-react";
import { useId } from "react";
import { FilePickerButton, UploadProgress } from "@/client/components/file-picker";
import { Button } from "@/client/components/ui/button";
import { Field, FieldDescription, FieldLabel } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useUpload } from "@/client/lib/use-upload";
import { youtubeEmbedUrl } from "@/shared/domain/courses/lesson-video";
import { FILES_PATH } from "@/shared/domain/files/uploads";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";

/** How the player will show the video, so the admin knows before publishing (docs/product.md §5 YouTube rule). */
function videoHint(url: string): string {
  const value = url.trim();
  if (value === "")
    return "Cole o link do YouTube ou de um arquivo de vídeo, ou envie um arquivo (MP4, WebM, OGG, AVI ou MOV, até 500MB).";
  const embed = youtubeEmbedUrl(value);
  if (embed) return `Vídeo do YouTube: será exibido incorporado no player (${embed}).`;
  if (value.startsWith(FILES_PATH)) return "Arquivo enviado: será reproduzido no player de vídeo do site.";
  return "Será reproduzido no player de vídeo do site.";
}

interface LessonVideoFieldProps {
  value: string;
  /** Typed: saved after the pause. */
  onType: (url: string) => void;
  /** Uploaded or removed: saved at once. */
  onReplace: (url: string) => void;
}

/** The lesson's video: a URL (YouTube or a video file) or a file uploaded here (kind course-video). */
export function LessonVideoField({ value, onType, onReplace }: LessonVideoFieldProps) {
  const urlId = useId();
  const fileId = useId();
  const { percent, uploading, upload } = useUpload("course-video");

  async function pick(file: File) {
    const uploaded = await upload(file);
    if (uploaded) onReplace(uploaded.url);
  }

  return (
    <Field>
      <FieldLabel htmlFor={urlId}>Vídeo (URL)</FieldLabel>
      <Input
        id={urlId}
        value={value}
        inputMode="url"
        maxLength={L.maxUrlLength}
        placeholder="https://www.youtube.com/watch?v=..."
        onChange={(event) => onType(event.target.value)}
      />
      {percent !== null && <UploadProgress percent={percent} label="Enviando vídeo…" />}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={fileId} className="sr-only">
          Arquivo de vídeo
        </Label>
        <FilePickerButton
          accept={acceptAttribute("course-video")}
          inputId={fileId}
          uploading={uploading}
          onFile={(file) => void pick(file)}
        >
          Enviar arquivo de vídeo
        </FilePickerButton>
        {value !== "" && (
          <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onReplace("")}>
            <X aria-hidden />
            Remover vídeo
          </Button>
        )}
      </div>
      <FieldDescription>{videoHint(value)}</FieldDescription>
    </Field>
  );
}
