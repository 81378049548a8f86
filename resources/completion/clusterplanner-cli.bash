# bash completion for clusterplanner-cli                          -*- shell-script -*-
# Installed to share/bash-completion/completions/clusterplanner-cli (loaded on demand by
# bash-completion); or source it by hand. Self-contained: needs no bash-completion helpers.
# Commands and options follow app/cli_args.cpp (docs/cli.md); metric names follow
# knownMetrics(), the plan-only metrics of the registry in core/plan/metrics.cpp (any JSON path
# into plan --json also works).

_clusterplanner_cli_metrics="/compute/gpus /compute/nodes
/fabric/switches_total /derived/switches_per_1k_gpus /fabric/switches_compact_total /fabric/links_total
/fabric/endpoint_links_total /fabric/networks/0/tier_count
/cabling/transceivers_total /cabling/cables_total /cabling/copper_share /cabling/price_usd /cabling/racks
/power/it_kw /derived/it_w_per_gpu /power/facility_kw /power/facility_kw_average /power/energy_mwh_per_year
/power/energy_cost_usd_per_year /power/compute_rack_kw
/cost/capex_usd /cost/capex_per_gpu_usd /cost/network_share /cost/by_category/compute /cost/facility_capex_usd
/cost/tco_usd_per_year /cost/usd_per_gpu_hour
/training/gpu_hours /training/days /training/run_cost_usd /training/energy_run_mwh /training/co2_run_tonnes
/training/goodput
/training/mfu_likely_low /training/mfu_likely_high /training/days_likely_low /training/days_likely_high
/training/mfu /performance/step_seconds /derived/exposed_communication_seconds /performance/breakdown/dp_seconds
/performance/breakdown/bubble_seconds /performance/tokens_per_second
/derived/gpu_seconds_per_million_tokens /derived/gpu_seconds_per_million_tokens/compute
/derived/gpu_seconds_per_million_tokens/framework /derived/gpu_seconds_per_million_tokens/tp
/derived/gpu_seconds_per_million_tokens/cp /derived/gpu_seconds_per_million_tokens/ep
/derived/gpu_seconds_per_million_tokens/pp /derived/gpu_seconds_per_million_tokens/bubble
/derived/gpu_seconds_per_million_tokens/dp /derived/gpu_seconds_per_million_tokens/optimizer
/performance/memory/total_gb
/reliability/job_mttf_hours /reliability/first_failure_minutes /reliability/failures_per_day
/reliability/checkpoint_interval_minutes /reliability/daly_interval_minutes /reliability/ettr
/reliability/ettr_at_optimum /reliability/lost_gpu_days_per_failure
/derived/network_usd /derived/facility_mw /derived/power_kw/gpus /derived/power_kw/nics
/derived/power_kw/rest_of_node /derived/power_kw/switches /derived/power_kw/optics
/derived/power_kw/storage /derived/power_kw/other_it /derived/power_kw/facility_overhead
/derived/first_failure_minutes/ /per_gpu/"

# The commands of app/cli_args.cpp (tests/test_sweep.cpp checks this list against the CLI's).
_clusterplanner_cli_commands="plan validate compare catalog fields sweep calibrate optimize uncertainty validation help"

# GPU ids for calibrate --gpu: the GPUs with performance specs in data/catalog/performance.json (test_sweep checks them).
_clusterplanner_cli_gpus="a100-sxm-80gb a100-sxm-40gb a100-pcie-40gb h100-sxm h800-sxm h200-sxm b200 b300 gb200-b200 gb300-b300 mi300x"

# Files whose name ends in one of the given extensions, plus folders to descend into.
_clusterplanner_cli_files() {
    local cur=$1 ext
    shift
    compopt -o filenames 2>/dev/null
    local IFS=$'\n'
    for ext in "$@"; do
        COMPREPLY+=($(compgen -f -X "!*.$ext" -- "$cur"))
    done
    COMPREPLY+=($(compgen -d -- "$cur"))
}

_clusterplanner_cli() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()
    # --opt=VALUE: bash splits at '=' (COMP_WORDBREAKS), so the option is two words back.
    if [[ $cur == = ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        cur=""
    elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    fi

    # The value of an option that takes one.
    case $prev in
        --catalog) _clusterplanner_cli_files "$cur" json; return ;;
        --cables|--csv) _clusterplanner_cli_files "$cur" csv; return ;;
        --bom) _clusterplanner_cli_files "$cur" xlsx csv; return ;;
        --xlsx) _clusterplanner_cli_files "$cur" xlsx; return ;;
        --report) _clusterplanner_cli_files "$cur" pdf; return ;;
        --model)  # the model presets of data/models, or a preset file
            COMPREPLY=($(compgen -W "deepseek-v3 dense-1t gpt3-175b llama3-405b llama3-70b llama3-8b" -- "$cur"))
            _clusterplanner_cli_files "$cur" json
            return ;;
        -o|--output) _clusterplanner_cli_files "$cur" json; return ;;
        --gpu)  # the GPUs with performance specs (data/catalog/performance.json)
            COMPREPLY=($(compgen -W "$_clusterplanner_cli_gpus" -- "$cur"))
            return ;;
        --metric)
            COMPREPLY=($(compgen -W "$_clusterplanner_cli_metrics" -- "$cur"))
            compopt -o nospace 2>/dev/null
            return ;;
        --metrics)
            # A comma-separated list: complete the last item, keep the ones before it.
            local done_items="" last=$cur
            if [[ $cur == *,* ]]; then
                done_items=${cur%,*},
                last=${cur##*,}
            fi
            local m
            for m in $(compgen -W "$_clusterplanner_cli_metrics" -- "$last"); do COMPREPLY+=("$done_items$m"); done
            compopt -o nospace 2>/dev/null
            return ;;
        --threads|--vary|--choose|--variants|--nic-gbps|--training-share|--max-mean-error|--max-worst-error) return ;;  # free text: nothing to offer
    esac

    # The command is the first word after the program that is not an option or its value.
    local i command="" word
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        case $word in
            --catalog|--cables|--csv|--bom|--xlsx|--report|--model|--metric|--metrics|--threads|--vary|--choose|--variants|\
            -o|--output|--gpu|--nic-gbps|--training-share|--top|--save-best|--max-mean-error|--max-worst-error|--samples|--seed)
                ((i++)); [[ ${COMP_WORDS[i]} == = ]] && ((i++)) ;;
            -*) ;;
            *) command=$word; break ;;
        esac
    done

    local options
    case $command in
        plan) options="--json --explain --catalog --cables --bom --cable-sheet --report --model" ;;
        validate) options="--catalog --model" ;;
        compare) options="--json --csv --xlsx --catalog" ;;
        catalog) options="--json --catalog" ;;
        fields) options="--markdown" ;;
        sweep) options="--csv --json --threads --vary --choose --variants --metrics --metric --catalog" ;;
        calibrate) options="--gpu --nic-gbps --training-share -o --catalog" ;;
        optimize) options="--json --csv --xlsx --top --save-best --threads --catalog" ;;
        uncertainty) options="--json --csv --xlsx --samples --seed --threads --catalog" ;;
        validation) options="--json --markdown --max-mean-error --max-worst-error --catalog" ;;
        help)  # help COMMAND: one command's usage
            [[ $cur != -* ]] && COMPREPLY=($(compgen -W "$_clusterplanner_cli_commands" -- "$cur"))
            return ;;
        "")
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--help --version" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$_clusterplanner_cli_commands" -- "$cur"))
            fi
            return ;;
        *) return ;;  # unknown command: the CLI will say so
    esac
    if [[ $cur == -* ]]; then  # --help after a command prints that command's usage
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
        return
    fi
    # Positional arguments: profiles (plan, validate, compare) or a study/profile (sweep);
    # calibrate: nccl or gemm, then nccl-tests logs or GEMM tables.
    [[ $command == catalog || $command == fields ]] && return
    if [[ $command == calibrate ]]; then
        local kind="" w
        for ((i = i + 1; i < COMP_CWORD; i++)); do
            w=${COMP_WORDS[i]}
            [[ $w == nccl || $w == gemm ]] && { kind=$w; break; }
        done
        case $kind in
            "") COMPREPLY=($(compgen -W "nccl gemm" -- "$cur")) ;;
            nccl) _clusterplanner_cli_files "$cur" txt log out ;;
            gemm) _clusterplanner_cli_files "$cur" csv ;;
        esac
        return
    fi
    _clusterplanner_cli_files "$cur" json
}

complete -F _clusterplanner_cli clusterplanner-cli
