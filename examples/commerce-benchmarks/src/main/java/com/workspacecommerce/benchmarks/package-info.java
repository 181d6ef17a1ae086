/**
 * JMH benchmarks of the SDK against the code a careful engineer would write by hand on the same
 * stack (OkHttp + Jackson), plus decode-only baselines, all against a canned loopback server.
 * {@link com.workspacecommerce.benchmarks.BenchSuite} runs the whole suite and writes the README's
 * Benchmarks section; the {@code bench} Maven profile runs it with one command.
 */
package com.workspacecommerce.benchmarks;
