import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { resumePosition } from "@/shared/domain/courses/course-progress";

/** How often a playing video reports where it is (docs/features.md: every few seconds). */
const REPORT_EVERY_MS = 10_000;

interface VideoPositionOptions {
  savedSeconds: number;
  save: (positionSeconds: number, leaving?: boolean) => void;
  onEnded: () => void;
}

/**
 * A native lesson video: starts where the member stopped, and reports its position every few
 * seconds while playing, on pause, when the lesson is left inside the app and when the page goes.
 */
export function useVideoPosition({ savedSeconds, save, onEnded }: VideoPositionOptions) {
  const [playing, setPlaying] = useState(false);
  // Kept from `timeupdate`: when the lesson unmounts the <video> element may already be gone.
  const position = useRef(savedSeconds);
  const lastReported = useRef(savedSeconds);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const report = useCallback((leaving = false) => {
    const seconds = Math.floor(position.current);
    if (seconds === lastReported.current) return;
    lastReported.current = seconds;
    saveRef.current(seconds, leaving);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => report(), REPORT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, report]);

  useEffect(() => {
    const onPageHide = () => report(true);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      report();
    };
  }, [report]);

  return {
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      const start = resumePosition(savedSeconds, Number.isFinite(video.duration) ? video.duration : null);
      if (start > 0) video.currentTime = start;
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      position.current = event.currentTarget.currentTime;
    },
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      report();
    },
    onEnded: () => {
      setPlaying(false);
      onEnded();
    },
  };
}
