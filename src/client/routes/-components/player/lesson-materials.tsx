import { Download, FileText } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { formatFileSize } from "@/shared/format";
import type { LessonMaterial } from "../courses/types";
import { materialFileName } from "./material-file-name";

function details(material: LessonMaterial): string {
  const parts = [
    material.fileType?.toUpperCase(),
    material.fileSize === null ? null : formatFileSize(material.fileSize),
  ];
  return parts.filter(Boolean).join(" · ");
}

/** docs/product.md §2: the lesson's support materials, each with its size and a 'Baixar' action. */
export function LessonMaterials({ materials }: { materials: readonly LessonMaterial[] }) {
  if (materials.length === 0) return null;
  return (
    <section aria-labelledby="materiais-de-apoio" className="grid gap-3">
      <h3 id="materiais-de-apoio" className="text-lg font-semibold">
        Materiais de apoio
      </h3>
      <ul className="grid gap-2">
        {materials.map((material) => (
          <li key={material.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{material.title}</p>
              {material.description && <p className="text-sm text-muted-foreground">{material.description}</p>}
              <p className="text-xs text-muted-foreground">{details(material)}</p>
            </div>
            <Button asChild variant="outline" size="sm">
              <a
                href={material.fileUrl}
                download={materialFileName(material.title, material.fileUrl)}
                aria-label={`Baixar ${material.title}`}
              >
                <Download aria-hidden />
                Baixar
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
