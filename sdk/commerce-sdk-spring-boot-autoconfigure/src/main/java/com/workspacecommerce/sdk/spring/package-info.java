/**
 * The Spring Boot auto-configuration behind both starters: {@link
 * com.workspacecommerce.sdk.spring.CommerceAutoConfiguration} builds a client from {@link
 * com.workspacecommerce.sdk.spring.CommerceProperties} and Boot's HTTP client settings and SSL
 * bundles, with health, info and Micrometer observations where the application has them.
 */
@NullMarked
package com.workspacecommerce.sdk.spring;

import org.jspecify.annotations.NullMarked;
