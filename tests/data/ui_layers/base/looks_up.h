#pragma once
// A bottom-layer UI source that looks up at the main window: ctest ui_layers_bite runs check_layers.py here.
#include "shell/main_window.h"
