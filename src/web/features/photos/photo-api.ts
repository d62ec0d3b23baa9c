import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/contracts/api-route';
import { analysisApi } from '@/contracts/api-routes/food-log';
import type { PhotoAnalysis } from '@/contracts/photos';
import { api } from '@/web/lib/api-client';
import {
  ApiRequestError,
  errorFromResponse,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * Whether this server recognises foods on a photo (a vision model is configured); it changes only with a restart.
 * Undefined while unknown.
 */
export function usePhotoRecognition(): boolean | undefined {
  const query = useQuery({
    queryKey: queryKeys.photoRecognition,
    queryFn: () => api(analysisApi.photoRecognition),
    staleTime: Infinity,
  });
  // If the question fails, the upload still answers: offer the analysis and let the server say what it could do.
  return query.isError ? true : query.data?.recognizes;
}

export interface PhotoProgress {
  /** 0–1 of the upload. */
  uploaded: number;
  /** The bytes are all sent: the server is analysing. */
  analysing: boolean;
}

/**
 * POST /api/analysis/photo. XMLHttpRequest rather than fetch because only it
 * reports upload progress; errors are the same ApiRequestError as api()'s.
 */
export function analyzePhoto(
  file: Blob,
  hint: string,
  onProgress: (progress: PhotoProgress) => void = () => {},
): Promise<PhotoAnalysis> {
  const form = new FormData();
  form.set('photo', file);
  if (hint.trim()) form.set('text', hint.trim());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(analysisApi.photo.method, analysisApi.photo.path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ uploaded: event.loaded / event.total, analysing: false });
    };
    xhr.upload.onload = () => onProgress({ uploaded: 1, analysing: true });
    xhr.onerror = () => reject(new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromResponse(xhr.status, body));
      const parsed = analysisApi.photo.response.safeParse(body);
      if (parsed.success) return resolve(parsed.data);
      console.error('Resposta fora do contrato em POST /api/analysis/photo', parsed.error.issues);
      reject(new ApiRequestError(xhr.status, 'contract_mismatch', UNEXPECTED_ERROR_MESSAGE));
    };
    xhr.send(form);
  });
}

/** The owner-only image URL (the session cookie goes along); `thumb` for lists. */
export const photoUrl = (photoId: string, size: 'full' | 'thumb' = 'full') =>
  apiUrl(analysisApi.storedPhoto, { id: photoId }, { size: size === 'thumb' ? 'thumb' : null });

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
