import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { ImageUploadField } from "@/client/components/image-upload-field";
import { SwitchField } from "@/client/components/switch-field";
import { FieldError } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";
import { COURSE_STATUS_OPTIONS, CourseFormSchema, courseFormValues, type AdminCourse } from "./course-form-schema";
import { useRefreshCourses } from "./use-refresh-courses";

/** Creates a course, or edits `course` when given (docs/product.md §2 course editor: basic info, cover, settings). */
export function CourseForm({
  course,
  onSaved,
}: {
  course?: AdminCourse;
  onSaved: (saved: { id: string; title: string }) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshCourses();
  const create = useMutation(trpc.courses.admin.create.mutationOptions());
  const update = useMutation(trpc.courses.admin.update.mutationOptions());
  const form = useForm({ resolver: zodResolver(CourseFormSchema), defaultValues: courseFormValues(course) });
  const onSubmit = saveThenClose(form, {
    save: (input) => (course ? update.mutateAsync({ ...input, id: course.id }) : create.mutateAsync(input)),
    refresh,
    successTitle: course ? "Curso atualizado com sucesso!" : "Curso criado com sucesso!",
    failureTitle: "Erro ao criar/atualizar curso",
    onSaved: (row) => onSaved({ id: row.id, title: row.title }),
  });
  const [thumbnailUrl, free] = useWatch({ control: form.control, name: ["thumbnailUrl", "isFree"] });
  const isFree = free === "true";
  const { isSubmitting, errors } = form.formState;

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel={course ? "Salvar alterações" : "Criar curso"}>
      <FormField control={form.control} name="title" label="Título">
        {(props) => <Input {...props} maxLength={L.maxTitleLength} placeholder="Ex.: Milhas do zero ao avançado" />}
      </FormField>
      <FormField control={form.control} name="description" label="Descrição">
        {(props) => <Textarea {...props} rows={4} maxLength={L.maxDescriptionLength} />}
      </FormField>
      <div className="grid gap-2">
        <ImageUploadField
          kind="course-cover"
          label="Imagem de capa"
          value={thumbnailUrl === "" ? null : thumbnailUrl}
          onChange={(url) => form.setValue("thumbnailUrl", url ?? "")}
          disabled={isSubmitting}
        />
        <FieldError errors={[errors.thumbnailUrl]} />
      </div>
      <div className="rounded-md border p-3">
        <SwitchField
          label="Curso gratuito"
          hint="Gratuito: qualquer visitante assiste às aulas."
          checked={isFree}
          onCheckedChange={(checked) => form.setValue("isFree", checked ? "true" : "false")}
          disabled={isSubmitting}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {!isFree && (
          <FormField control={form.control} name="price" label="Preço (R$)" hint="Ex.: 497,00">
            {(props) => <Input {...props} inputMode="decimal" />}
          </FormField>
        )}
        <FormField control={form.control} name="status" label="Status">
          {(props) => (
            <NativeSelect {...props}>
              {Object.entries(COURSE_STATUS_OPTIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </FormFrame>
  );
}
