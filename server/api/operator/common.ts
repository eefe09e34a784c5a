// What the console's handlers share: the operator as the contract shows one, and the decision context of a request.
import type { Context, Schemas } from '../context.ts';
import type { DecideDeps } from '../../operators/decide.ts';
import type { Operator } from '../../operators/access.ts';
import { permittedActions } from '../../operators/permissions.ts';

/** The operator with what their role may call (server/operators/permissions.ts): the console shows only that. */
export const operatorJson = (o: Operator): Schemas['Operator'] => ({ id: o.id, name: o.name, email: o.email, role: o.role, permissions: permittedActions(o.role) });

export const decideDeps = (ctx: Context): DecideDeps => ({ db: ctx.db, now: ctx.now, push: ctx.push, background: ctx.background });

/** A reason typed by an operator: trimmed; empty is none. */
export const reasonOf = (value: string | undefined): string | undefined => value?.trim() || undefined;
