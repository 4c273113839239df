/**
 * The messages between the page, its compute worker and the Monte Carlo shard workers: plain JSON and
 * typed arrays only (what structured cloning carries).
 */
import type { AnalysisResult } from "../../framework/analysis.js";
import type { MonteCarloFacts } from "../../pipeline/compute-run.js";
import type { SimulationFlags } from "../../pipeline/permalink.js";
import type { PagePlugin } from "../../framework/plugin-manifest.js";
import type { BalanceQuestion } from "../../balance/balance.js";
import type { BalanceSolved } from "./balance-solve.js";

/** The page asks for one run; a later request replaces it. */
export interface ComputeRequest {
  readonly id: number;
  readonly game: string;
  readonly analysis: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly simulation: SimulationFlags;
  /** The page's plugins (absolute URLs), loaded by the worker before it looks the analysis up. */
  readonly plugins?: readonly PagePlugin[];
  /** A Balance view's question (issue 26 §6): `raw` holds the fixed options, the question the varied ones and the situations. */
  readonly balance?: Omit<BalanceQuestion, "rowField">;
}

/**
 * Sent once by the page as it starts (early-worker.ts): load the code of the analysis the address names now,
 * before any run asks for it; with none named, the catalog's first (the page's fallback).
 */
export interface WarmRequest {
  readonly kind: "warm";
  readonly game?: string;
  readonly analysis?: string;
}

/** What the compute worker answers about a run. */
export type ComputeReply =
  | { readonly id: number; readonly kind: "progress"; readonly done: number; readonly planned: number }
  | { readonly id: number; readonly kind: "result"; readonly result: AnalysisResult; readonly facts?: MonteCarloFacts; readonly milliseconds: number }
  | { readonly id: number; readonly kind: "balance"; readonly solved: BalanceSolved; readonly milliseconds: number }
  | { readonly id: number; readonly kind: "problems"; readonly problems: readonly string[] }
  | { readonly id: number; readonly kind: "failed"; readonly message: string };

/** One shard of a simulation, sent to a shard worker. */
export interface ShardRequest {
  readonly game: string;
  readonly analysis: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly state: Uint32Array;
  readonly trials: number;
  /** The URL of the plugin that defines the analysis, when a plugin does: the shard worker loads it. */
  readonly plugin?: string;
}

/** What a shard worker answers: trials done since its last progress message, its tally, or its failure. */
export type ShardReply =
  | { readonly kind: "progress"; readonly more: number }
  | { readonly kind: "tally"; readonly tally: Float64Array }
  | { readonly kind: "failed"; readonly message: string };
