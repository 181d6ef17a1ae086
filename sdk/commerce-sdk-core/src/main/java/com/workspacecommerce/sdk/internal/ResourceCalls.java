package com.workspacecommerce.sdk.internal;

import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * What the operations of every resource share in a call mode: the mode's runner ({@link
 * ApiClient#execute}, {@link ApiClient#executeRaw}, {@link ApiClient#executeAsync} or {@link
 * ApiClient#executeAsyncRaw}), and, in the two plain modes, their raw view. Each resource's class
 * then only describes its operations, and each mode only names its runner and its interface.
 *
 * @param <T> the resource's decoded type
 * @param <R> what a call returns in the mode
 * @param <W> the raw view of the mode, or {@link Void} for the raw modes, which have none
 */
abstract class ResourceCalls<T, R, W> {
  /**
   * Runs an operation whose value is the decoded resource, in this mode. A field the operations
   * apply, not a method, so that a call's stack has no frame for it (see CallPathDepthTest).
   */
  final Function<Operation<T, T>, R> run;

  private final @Nullable W raw;

  ResourceCalls(Function<Operation<T, T>, R> run, @Nullable W raw) {
    this.run = run;
    this.raw = raw;
  }

  /**
   * The raw view, which the service interfaces of the plain modes declare; this class implements it
   * for them so that no mode repeats it.
   *
   * @return the raw view
   */
  public W withRawResponse() {
    // Only the raw modes have none, and their interfaces do not offer this method.
    return Objects.requireNonNull(raw, "raw");
  }
}
