package com.workspacecommerce.benchmarks;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The exact bodies the canned server sends, for the decode-only baselines. */
@State(Scope.Benchmark)
public class DecodeFixture {
  final byte[] product = CannedPayloads.product();
  final byte[] page = CannedPayloads.page(1, BenchFixture.PAGES);
  final byte[] customer = CannedPayloads.customer();
}
