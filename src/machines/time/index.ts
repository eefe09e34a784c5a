export * from './meccaTime.ts';
export * from './ticker.ts';
