import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** What a catalogue module exports: each key's plain text, or its AST when it has placeholders or plurals. */
export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

export declare const PARSE_OPTIONS: Readonly<{ ignoreTag: true; requiresOtherClause: true }>;

/** Compiles a catalogue's messages (its `$schema` line left out); throws naming the file and key of a broken message. */
export declare function compileCatalogue(source: Record<string, unknown>, file?: string): CompiledCatalogue;

/** Serves `messages/<locale>.json?messages` as a module of compiled messages. */
export declare function messagesPlugin(): Plugin;
