"""The engine: discovery, configuration, loaders, suppressions, running rules, reporters."""
