/**
 * Stands between the transport and the network for every request: it calls
 * `send` (which reads the connection afresh each time) once or more, or not
 * at all. Demo mode installs one that waits for its in-browser backend. An
 * ApiError it throws reaches the caller as it is. A module of its own so that
 * installing it does not pull the transport into the start-up bundle.
 */
export type SendHook = (send: () => Promise<Response>, baseUrl: string) => Promise<Response>

let sendHook: SendHook | null = null

export function setSendHook(hook: SendHook | null): void {
  sendHook = hook
}

export function throughSendHook(send: () => Promise<Response>, baseUrl: string): Promise<Response> {
  return sendHook ? sendHook(send, baseUrl) : send()
}
