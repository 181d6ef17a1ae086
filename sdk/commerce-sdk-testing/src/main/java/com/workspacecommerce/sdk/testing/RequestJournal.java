package com.workspacecommerce.sdk.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Every request a sandbox received since it started or was last reset, in arrival order, with
 * assertion helpers:
 *
 * <pre>{@code
 * sandbox.journal().only("POST /orders");                              // exactly one order was placed
 * sandbox.journal().only("customers.update").assertBodyLacks("lastname"); // the update left lastname alone
 * }</pre>
 *
 * <p>Selectors are those of {@link Fault#on(String)}: an operation name, {@code "METHOD /path"} or
 * {@code "*"}. The journal keeps the latest {@value #CAPACITY} requests so a long-running sandbox
 * stays within bounded memory.
 */
public final class RequestJournal {

  /** How many requests the journal keeps; older ones are dropped first. */
  public static final int CAPACITY = 10_000;

  private final Deque<RecordedRequest> entries = new ArrayDeque<>();
  private int sequence;

  RequestJournal() {}

  synchronized int nextSequence() {
    return ++sequence;
  }

  synchronized void add(RecordedRequest request) {
    if (entries.size() == CAPACITY) {
      entries.removeFirst();
    }
    entries.addLast(request);
  }

  /** Forgets every request and restarts the numbering, as {@link CommerceSandbox#reset()} does. */
  public synchronized void clear() {
    entries.clear();
    sequence = 0;
  }

  /**
   * @return every recorded request in arrival order (a snapshot)
   */
  public synchronized List<RecordedRequest> all() {
    return List.copyOf(entries);
  }

  /**
   * The recorded requests that match {@code selector}, in arrival order.
   *
   * @param selector an operation name, {@code "METHOD /path"} or {@code "*"}
   * @return the matching requests (a snapshot)
   */
  public List<RecordedRequest> matching(String selector) {
    Selector parsed = Selector.parse(selector);
    return all().stream()
        .filter(r -> parsed.matches(r.operation(), r.method(), r.path()))
        .collect(Collectors.toUnmodifiableList());
  }

  /**
   * Asserts that exactly {@code expected} recorded requests match {@code selector}.
   *
   * @param selector an operation name, {@code "METHOD /path"} or {@code "*"}
   * @param expected the expected count
   * @return the matching requests
   * @throws AssertionError listing the journal when the count differs
   */
  public List<RecordedRequest> assertCount(String selector, int expected) {
    List<RecordedRequest> found = matching(selector);
    if (found.size() != expected) {
      throw new AssertionError(
          "expected "
              + expected
              + " request(s) matching '"
              + selector
              + "' but found "
              + found.size()
              + "; the journal holds:"
              + describe());
    }
    return found;
  }

  /**
   * Asserts that exactly one recorded request matches {@code selector} and returns it.
   *
   * @param selector an operation name, {@code "METHOD /path"} or {@code "*"}
   * @return the one matching request
   * @throws AssertionError listing the journal when there are none or several
   */
  public RecordedRequest only(String selector) {
    return assertCount(selector, 1).get(0);
  }

  /**
   * Asserts that no recorded request matches {@code selector}.
   *
   * @param selector an operation name, {@code "METHOD /path"} or {@code "*"}
   * @throws AssertionError listing the journal when one does
   */
  public void assertNone(String selector) {
    assertCount(selector, 0);
  }

  /**
   * The latest recorded request that matches {@code selector}.
   *
   * @param selector an operation name, {@code "METHOD /path"} or {@code "*"}
   * @return the request
   * @throws AssertionError listing the journal when none matches
   */
  public RecordedRequest last(String selector) {
    List<RecordedRequest> found = matching(selector);
    if (found.isEmpty()) {
      throw new AssertionError(
          "no request matching '" + selector + "'; the journal holds:" + describe());
    }
    return found.get(found.size() - 1);
  }

  private String describe() {
    List<RecordedRequest> all = all();
    if (all.isEmpty()) {
      return " nothing";
    }
    return all.stream().map(r -> "\n  " + r).collect(Collectors.joining());
  }

  /** The journal, one request per line. */
  @Override
  public String toString() {
    return "RequestJournal:" + describe();
  }
}
