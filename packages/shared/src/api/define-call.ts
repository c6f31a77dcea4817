import { z } from 'zod';
import type { ModuleKey } from '../domain/modules.js';

/** The three session systems, chosen by a call's first path segment (SPEC §6). */
export type System = 'main' | 'navy' | 'oa';

/** Form-style calls put parameters in the query string; JSON calls send a JSON body (SPEC §7). */
export type CallStyle = 'form' | 'json';

/** `public` needs no session; `optional` reads one if present; `required` answers 3001 without. */
export type AuthMode = 'required' | 'public' | 'optional';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** The call name exactly as SPEC.md spells it (last path segment). */
  readonly name: string;
  readonly path: string;
  readonly system: System;
  readonly method: 'POST' | 'GET';
  readonly style: CallStyle;
  /** Answers a file (export / briefing download): the client waits 500000 ms and saves a blob. */
  readonly download: boolean;
  readonly auth: AuthMode;
  /** Answers its output without the envelope (the static start-up configuration file). */
  readonly bare: boolean;
  /** The module whose permission a sub account needs for this call. */
  readonly module: ModuleKey;
  /** The entity kind the call touches (tenancy sweep and audit). */
  readonly resource: string;
  /** Chinese one-line description shown in logs and docs. */
  readonly title: string;
  readonly input: I;
  readonly output: O;
  /** A larger request body than the 1 MB default (uploads). */
  readonly bodyLimit: number | undefined;
}

export interface CallSpec<I extends z.ZodType, O extends z.ZodType> {
  readonly path: string;
  readonly title: string;
  readonly module: ModuleKey;
  readonly resource: string;
  readonly input: I;
  readonly output?: O;
  readonly method?: 'POST' | 'GET';
  readonly style?: CallStyle;
  readonly download?: boolean;
  readonly auth?: AuthMode;
  readonly bare?: boolean;
  readonly bodyLimit?: number;
}

const SYSTEM_BY_SEGMENT: Record<string, System> = { navy: 'navy', opinionOA: 'oa' };

/** The session system of a path: `/navy/…` → navy, `/opinionOA/…` → OA, everything else main. */
export function systemOfPath(path: string): System {
  const first = path.split('/')[1] ?? '';
  return SYSTEM_BY_SEGMENT[first] ?? 'main';
}

/**
 * Declares one call. Name and system are derived from the path so they can never disagree
 * with it; defaults are POST, form style, login required, output not yet specified.
 */
export function defineCall<I extends z.ZodType, O extends z.ZodType = z.ZodUnknown>(
  spec: CallSpec<I, O>,
): CallDef<I, O> {
  const name = spec.path.slice(spec.path.lastIndexOf('/') + 1);
  return {
    name,
    path: spec.path,
    system: systemOfPath(spec.path),
    method: spec.method ?? 'POST',
    style: spec.style ?? 'form',
    download: spec.download ?? false,
    auth: spec.auth ?? 'required',
    bare: spec.bare ?? false,
    module: spec.module,
    resource: spec.resource,
    title: spec.title,
    input: spec.input,
    output: (spec.output ?? z.unknown()) as O,
    bodyLimit: spec.bodyLimit,
  };
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;
