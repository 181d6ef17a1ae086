/**
 * Immutable request parameters, each built with a builder that checks its rules in {@code build()},
 * before anything is sent: {@link com.workspacecommerce.sdk.params.ProductListParams}, {@link
 * com.workspacecommerce.sdk.params.OrderCreateParams}, {@link
 * com.workspacecommerce.sdk.params.CustomerCreateParams} and {@link
 * com.workspacecommerce.sdk.params.CustomerUpdateParams}. Bodies carry exactly the fields that were
 * set.
 */
@NullMarked
package com.workspacecommerce.sdk.params;

import org.jspecify.annotations.NullMarked;
