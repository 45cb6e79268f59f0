// oidc-provider (a dev dependency the tests start as a local OpenID provider) ships no types.
declare module 'oidc-provider' {
  type Request = import('node:http').IncomingMessage;
  type Response = import('node:http').ServerResponse;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: Request, res: Response) => void;
    interactionDetails(req: Request, res: Response): Promise<InteractionDetails>;
    interactionFinished(
      req: Request,
      res: Response,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
