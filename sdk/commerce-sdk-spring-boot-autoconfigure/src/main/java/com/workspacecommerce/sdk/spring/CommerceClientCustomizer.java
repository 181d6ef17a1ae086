package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;

/**
 * Changes the builder of the auto-configured {@link CommerceClient} after the {@code commerce.*}
 * properties were applied, for what properties cannot say (a callback executor, a retry budget, an
 * OkHttp client). Declare beans of this type; they run in {@link org.springframework.core.Ordered}
 * / {@code @Order} order, so a later one can override an earlier one.
 */
@FunctionalInterface
public interface CommerceClientCustomizer {
  /**
   * Changes the builder.
   *
   * @param builder the builder, with the properties already applied
   */
  void customize(CommerceClient.Builder builder);
}
