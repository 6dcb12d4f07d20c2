import type { ComponentProps } from "react";
import { Input } from "@/client/components/ui/input";

/**
 * The hero's background image, as a URL; blank keeps the default gradient (spec §5). Its own
 * component so the upload button of the storage module can sit beside the input.
 */
export function HeroBackgroundField(props: ComponentProps<typeof Input> & { value: string }) {
  const preview = /^https?:\/\//i.test(props.value.trim()) ? props.value.trim() : null;
  return (
    <div className="flex items-center gap-3">
      <Input {...props} type="url" inputMode="url" placeholder="https://..." className="flex-1" />
      {preview && (
        <img src={preview} alt="" className="size-10 shrink-0 rounded-md border object-cover" loading="lazy" />
      )}
    </div>
  );
}
