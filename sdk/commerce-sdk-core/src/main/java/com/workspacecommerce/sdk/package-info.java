/**
 * The Workspace Commerce Java SDK: start with {@link com.workspacecommerce.sdk.CommerceClient}.
 *
 * <p>The client exposes {@link com.workspacecommerce.sdk.OrderService}, {@link
 * com.workspacecommerce.sdk.ProductService} and {@link com.workspacecommerce.sdk.CustomerService};
 * lists come back as a {@link com.workspacecommerce.sdk.Page} with a lazy {@link
 * com.workspacecommerce.sdk.AutoPager}; every operation also takes {@link
 * com.workspacecommerce.sdk.RequestOptions}. Records are in {@code models}, request parameters in
 * {@code params}, exceptions in {@code errors}.
 */
@NullMarked
package com.workspacecommerce.sdk;

import org.jspecify.annotations.NullMarked;
