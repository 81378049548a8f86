#pragma once
// A stage that looks at a later stage: ctest core_layers_bite_stages runs check_layers.py core here.
#include "training/training.h"
