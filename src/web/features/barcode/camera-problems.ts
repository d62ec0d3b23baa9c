/** Why the camera cannot scan, in words that say what to do instead (the typed code is always there). */
export type CameraProblem = 'denied' | 'no-camera' | 'unsupported' | 'failed' | 'reader';

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, string> = {
  denied:
    'Você não permitiu o uso da câmera. Digite o código abaixo, ou libere a câmera para o Nutri nas configurações do navegador.',
  'no-camera': 'Não encontramos uma câmera neste aparelho. Digite o código abaixo.',
  unsupported: 'Este navegador não dá acesso à câmera. Digite o código abaixo.',
  failed: 'Não conseguimos abrir a câmera agora. Digite o código abaixo ou tente de novo.',
  // ZXing's WebAssembly could not load (first use with no connection, say).
  reader: 'Não conseguimos ler códigos com a câmera neste aparelho agora. Digite o código abaixo.',
};

/** getUserMedia's errors (Media Capture and Streams §9.2) in the words above. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}
