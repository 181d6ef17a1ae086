package com.workspacecommerce.sdk.spring;

import brave.handler.MutableSpan;
import brave.handler.SpanHandler;
import brave.propagation.TraceContext;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A Brave span handler that keeps every finished span, for tests to read back by name. */
final class FinishedSpans extends SpanHandler {
  private final List<MutableSpan> spans = new CopyOnWriteArrayList<>();

  @Override
  public boolean end(TraceContext context, MutableSpan span, Cause cause) {
    spans.add(span);
    return true;
  }

  /** The first finished span of this name; fails naming the spans there are. */
  MutableSpan named(String name) {
    return spans.stream()
        .filter(s -> name.equals(s.name()))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no span " + name + " in " + spans));
  }
}
