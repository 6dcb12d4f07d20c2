import { lessonVideo } from "@/shared/domain/courses/lesson-video";
import { useVideoPosition } from "./use-video-position";

interface LessonVideoProps {
  url: string | null;
  title: string;
  savedSeconds: number;
  save: (positionSeconds: number, leaving?: boolean) => void;
  onEnded: () => void;
}

const FRAME = "aspect-video w-full overflow-hidden rounded-lg bg-black";

function NativeVideo({ src, title, ...position }: Omit<LessonVideoProps, "url"> & { src: string }) {
  const handlers = useVideoPosition(position);
  return (
    <div className={FRAME}>
      <video
        src={src}
        controls
        preload="metadata"
        className="size-full"
        aria-label={`Vídeo da aula: ${title}`}
        // docs/product.md §8: a video that fails to load is only logged; the lesson's text and materials stay.
        onError={() => console.warn("Falha ao carregar o vídeo da aula", src)}
        {...handlers}
      >
        Seu navegador não suporta vídeos.
      </video>
    </div>
  );
}

/** docs/product.md §5: YouTube links play embedded; anything else (uploads included) in the native player. */
export function LessonVideo({ url, ...props }: LessonVideoProps) {
  const video = lessonVideo(url);
  if (!video) return null;
  if (video.kind === "file") return <NativeVideo src={video.url} {...props} />;
  return (
    <div className={FRAME}>
      <iframe
        src={video.embedUrl}
        title={`Vídeo da aula: ${props.title}`}
        className="size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
