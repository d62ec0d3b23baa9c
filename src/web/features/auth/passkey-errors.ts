import { WebAuthnError } from '@simplewebauthn/browser';
import { messageOf } from '@/web/lib/api-error';

/**
 * What the browser's WebAuthn errors mean to the person, in pt-BR
 * (@simplewebauthn/browser names them; WebAuthn L3 §5.1.3 and §5.1.4 list the
 * DOMException names). The server's own answers keep their message.
 */
export function passkeyErrorMessage(error: unknown, ceremony: 'create' | 'get'): string {
  const code = error instanceof WebAuthnError ? error.code : null;
  const name =
    error instanceof Error ? (error instanceof WebAuthnError ? (error.cause as Error)?.name : error.name) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'Esta passkey já está cadastrada na sua conta.';
  }
  if (code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT') {
    return 'Este dispositivo não confirma quem você é (PIN, digital ou rosto). Use outro para a passkey.';
  }
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT') {
    return 'Este dispositivo não guarda passkeys. Use o celular, o computador ou outra chave de segurança.';
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return 'Passkeys só funcionam no endereço oficial do Nutri, com conexão segura.';
  }
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') {
    return ceremony === 'create'
      ? 'A criação da passkey foi cancelada ou o tempo acabou. Tente de novo.'
      : 'A entrada com passkey foi cancelada ou o tempo acabou. Tente de novo.';
  }
  if (name === 'NotSupportedError') return 'Este navegador não oferece passkeys. Atualize-o ou use outro.';
  if (error instanceof WebAuthnError || error instanceof DOMException) {
    return 'O navegador não conseguiu usar a passkey. Tente de novo.';
  }
  return messageOf(error);
}
