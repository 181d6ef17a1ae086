/**
 * The Spring Boot starter: {@link com.workspacecommerce.sdk.spring.CommerceAutoConfiguration}
 * builds a client from {@link com.workspacecommerce.sdk.spring.CommerceProperties}, with health,
 * info and Micrometer observations where the application has them.
 */
@NullMarked
package com.workspacecommerce.sdk.spring;

import org.jspecify.annotations.NullMarked;
