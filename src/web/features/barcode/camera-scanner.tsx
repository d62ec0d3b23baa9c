import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/web/ui/spinner';
import { acceptedScan } from './barcode-food';
import { createBarcodeReader } from './barcode-reader';
import { cameraProblemOf, type CameraProblem } from './camera-problems';

/** Between two looks at the video: fast enough to feel instant, slow enough for a cheap phone's CPU. */
const SCAN_EVERY_MS = 150;
/** The reader failing this many frames in a row is broken, not unlucky (its .wasm did not load, say). */
const MAX_FAILED_READS = 5;

/**
 * The rear camera's picture, read a few times a second until a whole GTIN shows up. The stream is
 * stopped as soon as a code is read or the component goes away (the dialog closed). Loaded on demand
 * (React.lazy) with the reader, so neither weighs on the app's first load.
 */
export default function CameraScanner({
  onCode,
  onProblem,
}: {
  onCode: (code: string) => void;
  onProblem: (problem: CameraProblem) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  // The callbacks change with every render of the parent; the camera must not restart for that.
  const handlers = useRef({ onCode, onProblem });
  useEffect(() => {
    handlers.current = { onCode, onProblem };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return handlers.current.onProblem('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        if (!stopped) handlers.current.onProblem(cameraProblemOf(error));
        return;
      }
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const reader = await createBarcodeReader().catch(() => null);
      if (stopped) return;
      if (!reader) {
        stop();
        return handlers.current.onProblem('reader');
      }
      setReady(true);
      let failures = 0;
      const look = async () => {
        if (stopped || !video.current) return;
        let code: string | null = null;
        if (video.current.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          try {
            const read = await reader.detect(video.current);
            failures = 0;
            code = read.map(acceptedScan).find((value) => value !== null) ?? null;
          } catch {
            failures += 1;
          }
        }
        if (stopped) return;
        if (failures >= MAX_FAILED_READS) {
          stop();
          return handlers.current.onProblem('reader');
        }
        if (code) {
          stop();
          handlers.current.onCode(code);
        } else timer = setTimeout(() => void look(), SCAN_EVERY_MS);
      };
      void look();
    }
    void start();
    return stop;
  }, []);

  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-900">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Imagem da câmera: aponte para o código de barras"
        className="aspect-[4/3] w-full object-cover"
      />
      {/* The aiming frame: a retail barcode is wide and short. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-lg border-2 border-white/80"
      />
      {!ready ? (
        <p className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-2 text-sm text-white">
          <Spinner /> Abrindo a câmera…
        </p>
      ) : null}
    </div>
  );
}
