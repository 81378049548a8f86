#pragma once
// A core source that looks up a layer: ctest core_layers_bite runs check_core_layers.py here.
#include "plan/plan.h"
