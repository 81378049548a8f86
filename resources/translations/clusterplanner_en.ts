<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>Parts catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by id, name, vendor, class, speed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a new part of this kind to your user catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected part into your user catalog under a new id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Fix or move the file to edit the user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>User catalog: %1 (%n entries)</source>
        <translation>
            <numerusform>User catalog: %1 (%n entry)</numerusform>
            <numerusform>User catalog: %1 (%n entries)</numerusform>
        </translation>
    </message>
    <message>
        <source>Override…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped parts are not changed: this copies the part into your user catalog with the same id, which overrides the shipped one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this entry of your user catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert to shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#555&apos;&gt;Select a part to see every value with its source. Hover over a cell for the same.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;code&gt;%2&lt;/code&gt; &amp;nbsp;— %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a shipped part; only user entries can be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove your override of &quot;%1&quot;? The shipped part comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the %1 &quot;%2&quot; from your user catalog?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogField</name>
    <message>
        <source>HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM capacity in binary gigabytes, as the datasheet gives it (80 GB = 80 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s rated board power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink or equivalent per GPU, both directions together, as datasheets give it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth; the step-time model needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense FP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense FP4 peak, where published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak FP64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 vector peak, where published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak FP64 tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 tensor (matrix) peak, where published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node&apos;s average draw in training, GPUs and NICs included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node&apos;s nameplate, GPUs and NICs included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTTF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the nic failure class for this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integrated optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: the module carries its ports&apos; optical engines, so its failure class stands for the host end of their links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line card slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chassis&apos;s (required there, refused on a fixed switch): its ports divide evenly over them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>physical cages, where fewer than ports (twin-port OSFP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest link it carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each end&apos;s draw; 0 for passive copper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link price relative to multimode at the same speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTTF per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default source&apos;s mean time to failure of one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s own rated write (SSDs, replication, file system), not its NICs&apos; line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU alone; a node&apos;s price holds its GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole node: GPUs, NICs, CPUs, memory, chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card alone; a node&apos;s price holds its NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each transceiver (0 for a cable assembly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cable, fiber or assembly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Output</name>
    <message>
        <source>performance per GPU ({basis}, {precision})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster performance ({basis})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>performance per node price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node power (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches per 1,000 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches by port arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch-to-switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiers (first network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics and cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute (slowest stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed TP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed CP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output logits per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fullest pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers on the fullest stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: framework overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed TP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed CP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed expert all-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: pipeline sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed DP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time per million tokens: optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job GPUs (step-time model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>splits considered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>splits timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time, likely low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time, likely high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline bubble ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU (step-time model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest of node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers and active cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other IT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cooling and losses (PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amortisation per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colocation per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT power (nameplate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT power (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility power, average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2 per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network (switches, optics, cables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network share of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware capex per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours delivered per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost per delivered GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint write to storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint stop δ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint durable after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart u0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Young interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daly interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-days lost per failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work lost per failure (worst)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle while restarting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peer copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost per failure (in-memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR with in-memory recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare nodes kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes down on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>availability with the spares kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>availability target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare nodes needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle spare GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job MTTF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time to first failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failures per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR (goodput)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR at the optimal interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT power for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput at the deadline size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days at the deadline size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizing passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job nodes for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write rate needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage write rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint write time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days to train, likely low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days to train, likely high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU, likely low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU, likely high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost of the run at cloud prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy of the run (IT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy of the run (GPUs alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2 of the run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileField</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (fewest that fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not built by SUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build out for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build out from tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no active copper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no active optical cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AOC instead of SR modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-mode only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (independent zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links on spare top ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tier above the zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-zone links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone top down:up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near their pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>central</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from power and space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows per hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-rack link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage servers per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other hosts per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of nameplate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kg/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misc. IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of node power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/kW·month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU·year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× 10²¹</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 · N · D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TF32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes (deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B/parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>component inventory × MTTF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observed rate per node-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures per 1,000 node-days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart u₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ETTR optimum √(δ² + 2δ(M − u0)) − δ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-memory recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hot (powered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair crews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortfall target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 down:up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flat MFU (given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step-time model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfused (scores in HBM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GeLU (2 matrices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen by the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host-side reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot, then asynchronous write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synchronous write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint stop δ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the checkpoint mode: snapshot or storage write time (5 min for a synchronous write without storage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network failure rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet observation (Llama 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-link figure (SemiAnalysis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On spare leaf ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down:up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same as down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as many as heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU counts attention as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full s×s scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>causal half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (no framework overhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full projection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLA key/value rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no latent (plain attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLA rotary width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert load imbalance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on when TP &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers on the first stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest spread over the middle stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers on the last stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap DP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap CP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 prefetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient bytes on the wire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B/element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-to-all (a copy per routed expert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once per node, then NVLink (DeepEP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no published run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executed TFLOP/s per GPU (recomputation counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch bytes on the wire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the activations&apos; bytes (2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used: the step-time model counts the architecture&apos;s parameters and computes the MFU (throughput step_time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as TP, with EP inside DP (not folded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE activation function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLA up projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>norms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole MoE block</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; radix %1 at %2G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 W typical · %2 U · $%3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;chassis, %1 line card slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch management ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 more %2 (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2 links&lt;/b&gt;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;medium: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Split over media in the network-wide %1 → %2 proportions.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports %1 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports %1 ↓ · %2 ↑</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zones %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planes %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switches (incl. %2 listed extra)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 endpoint links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 port each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ports each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (breakout %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tiers could be laid out for this network; see the plan&apos;s errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1: %2 × %3&lt;/b&gt; (%4 ports at %5G)&lt;br&gt;ports used %6 down, %7 up; %8 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 more extra entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra × %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 listed extra switches&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;small&gt;Added to the totals as the profile lists them, with its reason: the fabric rules do not count them.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 switches, %3 endpoint links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2 %3&lt;/b&gt;%4&lt;br&gt;ports used %5 down, %6 up of %7; %8 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Inter-zone links take some of the spare ports.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joins the %1 zones · %2 per plane · ports %3 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joins the %1 zones · ports %2 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2 %3&lt;/b&gt; joining %4 zones&lt;br&gt;ports used %5 down; %6 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 between the zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;inter-zone links&lt;/b&gt;: %1 between the %2 zones&apos; %3 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;&lt;br&gt;%3 ports per host, %4 links%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same as the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UncertaintyChart</name>
    <message>
        <source>given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: an assumption, −20 % / +25 % (quotes and ratings differ by tens of percent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: a published failure rate, ÷1.5 / ×1.5 (fleet studies differ by about that)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: an assumed failure rate, ÷2 / ×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: the model&apos;s error on published runs as the range&apos;s P10 and P90 (catalog performance.model_error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, millions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step-time model error (true step ÷ modelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input at its low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input at its high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of samples, %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::AboutDialog</name>
    <message>
        <source>About ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 · Qt %2 (built with %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans GPU training clusters: compute, fabric, optics, power, cost, time and reliability, with every number explained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::AtomicSave</name>
    <message>
        <source>Cannot write %1: it is a folder; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full or the file too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: only %2 of %3 bytes were written (%4); the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode the %1 image for %2; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a device, FIFO or socket); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::BomTableModel</name>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended power (MW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::BomView</name>
    <message>
        <source>Filter parts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — price source: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CalibrationChart</name>
    <message>
        <source>Add measurement files to see measured against fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth against message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points: measured · solid: alpha-beta fit · dashed: calibrated model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bus bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM efficiency against GEMM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points: measured · solid: fitted curve · dashed: curve saved for training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM size (FLOPs, 2·M·N·K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>efficiency (share of dense peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saved (× training share)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CalibrationDialog</name>
    <message>
        <source>all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send/receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the NVLink domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside one node (PCIe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate from measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf as nccl-tests print it, one run or several per file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node&apos;s NIC bandwidth divided by its GPUs (8 × 400G NICs for 8 GPUs: 400); needed to fit runs across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC bandwidth per GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collectives (nccl-tests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV table with the columns M, N, K, dtype and TFLOP/s (or time_s, time_ms, time_us).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the measured GEMM rate a training step sustains (clock under load, backward layouts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM table (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(fits only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU measured: its nominal bandwidths and peaks turn the fits into its values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add measurement files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measurements could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the GPU measured: GEMM efficiencies are shares of its peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model max error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: hop latency %2, efficiency %3 of %4 (%5 points, R² %6, max error %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training share %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to user catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the fitted values to your user catalog, which the plans use at once; values not fitted keep the catalog&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export catalog layer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the fitted values as a catalog file for clusterplanner-cli --catalog FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the catalog&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values for the user catalog:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to add: no fit gave a value of the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: no fit gave a value of the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog layer was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n fitted value(s) to the user catalog %1.</source>
        <translation>
            <numerusform>Added %n fitted value to the user catalog %1.</numerusform>
            <numerusform>Added %n fitted values to the user catalog %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export catalog layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n fitted value(s) to %1; use it with clusterplanner-cli --catalog %1.</source>
        <translation>
            <numerusform>Wrote %n fitted value to %1; use it with clusterplanner-cli --catalog %1.</numerusform>
            <numerusform>Wrote %n fitted values to %1; use it with clusterplanner-cli --catalog %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::CatalogItems</name>
    <message>
        <source>%1 — %2 × %3, %4 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 × %3G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — writes %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CatalogTableModel</name>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user, overrides shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2G: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable assembly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transceiver at each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends × %2 (%3) + fiber %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports × speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per end (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per link (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CompareChart</name>
    <message>
        <source>Checked metrics relative to the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× baseline (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CompareTableModel</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grows with the cluster: compare the per-GPU rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not compute this section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 of %3&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to open %1 in the editor; right-click for more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CompareView</name>
    <message>
        <source>Add &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;current document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;shipped profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected profile in the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Profiles&lt;/b&gt; (2 to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Baseline&lt;/b&gt; (ratios are to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a profile to the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A comparison holds at most %1 profiles; remove one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current document is already in the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed after the catalog changed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current document</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add at least %n more profile(s) to compare.</source>
        <translation>
            <numerusform>Add at least %n more profile to compare.</numerusform>
            <numerusform>Add at least %n more profiles to compare.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 profiles. Check rows to chart them; click a column header to open that profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add profiles to the comparison first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least two profiles to the comparison first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the comparison chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::CoreTerms</name>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>super-spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics and cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest of node (CPUs, memory, fans, PSU loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers and active cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other IT (share of node power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::DesignEditor</name>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power &amp; cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::DesignReport</name>
    <message>
        <source>Not computed for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner design report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs (%2) in %3 nodes (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure is computed by ClusterPlanner from the profile and the catalog above; section 2 shows how each headline figure was obtained and the last section lists every value assumed, with its source. Prices are assumptions to be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. How the figures were obtained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan carries no explanation for this number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Network topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports down / up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Populated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed extras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Power and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nameplate (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility (× PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy %1 MWh per year · electricity %2 per year · %3 t CO₂ per year · %4 kW per compute rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts in %1 at %2 %1 per USD, an assumption set in Preferences; the plan is in USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building, power, cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amortisation per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per delivered GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTTF per unit (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(does not stop the job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Assumptions and sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every catalog value and profile input the plan used. A source starting with &quot;assumption&quot; has no published value behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: design report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a folder, expected a file name; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder does not exist; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner design report · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the PDF could not be drawn; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (replaced the existing file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job on %1 GPUs (%2 nodes) fails every %3 h (%4 failures per day). Checkpointing every %5 min (optimum %6 min, training stopped %7 min each, restart %8 min) gives ETTR %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares: %1 nodes held, %2 needed for %3% availability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 Gb/s links · %3 · %4 × %5 · %6 switches, %7 switch links, %8 endpoint links; room for %9 endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n tier</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 racks in %2 · %3 cables, %4% copper · %5 transceivers · longest %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s)</source>
        <translation>
            <numerusform>%n hall</numerusform>
            <numerusform>%n halls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::Document</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a ClusterPlanner recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open profile does not work with this catalog, so the catalog was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::ExplorerView</name>
    <message>
        <source>%v of %m points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a study to run it, or sweep an input of the open profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Studies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One click runs a study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON path into the profile (docs/profile-format.md); pick one or type any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometric spacing (both ends above zero)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or a list: 512, 1024, 4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad-hoc sweep on the open profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vary a second input (a grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan number: pick one or type a JSON path into the plan (docs/cli.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel zooms, drag pans, a legend entry hides its series; hover a point for its values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a row to open its design as a new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a profile to sweep its inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input %1: &quot;%2&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad-hoc sweep of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as %2 varies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping the running sweep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running 1 point…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> 1 point refused by the profile loader (the Table says why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 points refused by the profile loader (the Table says why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Pareto front: %1 of the designs; click a point to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This point has no valid design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot; as a new profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no rows to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sweep run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> P10–P90 bands: each point sampled %1 times under its default ranges in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::FormulaReferenceDialog</name>
    <message>
        <source>Formula reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula reference is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each number of the plan is computed: the key names the number in the Overview&apos;s why panel, the Details tree and the CLI&apos;s --explain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::ListTableEditor</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::MainWindow</name>
    <message>
        <source>Cluster profiles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power &amp;&amp; cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a problem to go to its field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula reference has no section for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse parts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Formula reference…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference designs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No profile open. Use File › Open or File › New.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save profile as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your changes and reload %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate from measurements…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOM &amp;spreadsheet (XLSX)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;BOM (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cable plan (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design &amp;report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Topology diagram (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology diagram (S&amp;VG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Power and cost charts (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>ClusterPlanner closed with unsaved changes (%n recovery file(s)). Restore the most recent?</source>
        <translation>
            <numerusform>ClusterPlanner closed with unsaved changes (%n recovery file). Restore the most recent?</numerusform>
            <numerusform>ClusterPlanner closed with unsaved changes (%n recovery files). Restore the most recent?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the design report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the topology diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the power and cost charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the BOM spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the BOM as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the cable plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::MetricTerms</name>
    <message>
        <source>dense peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured GEMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per kUSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS per kUSD</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::ModelPresetBar</name>
    <message>
        <source>Replaces the workload&apos;s model with a published one and switches to the step-time model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert a model preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert model %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::NetworkEditor</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a management, frontend, storage or compute network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of this network under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this network (a profile keeps at least one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement and media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network (one port per node, server and switch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontend network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts of one kind on leaves of their own at their own down:up ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::OptimizeSpecDialog</name>
    <message>
        <source>%1: the changes are not JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object of profile path → value, as {&quot;/compute/node_type&quot;: &quot;hgx-h100&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit optimize specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base design:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changes to the base, as {&quot;/workload/parallelism&quot;: {}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alternatives kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision space: every combination of one option per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension / option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes (profile path → JSON value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written in the specification: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension &quot;%1&quot;, option &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit %1 (%2): &quot;%3&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save optimize specification as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize specifications (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a bound empty for none; a metric better higher (MFU, ETTR) is maximised as objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit %1 (%2): give &quot;At least&quot;, &quot;At most&quot; or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metric&apos;s usual direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among designs whose objective ties, the better value of this metric wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Then by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each family&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::OptimizeView</name>
    <message>
        <source>%1, millions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use the best design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a specification…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run searches every combination of the specification&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an optimize specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize specifications (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design meets every limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the optimized design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No search run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p% of the families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the search: the leading designs are listed above, and here how the search went and what each leading design is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 candidate designs in %2 families: %3 evaluated, the rest excluded by lower bounds that hold (%4 families pruned, %5 without a feasible design) in %6 s%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the ranking, the Pareto front and the best design per option as XLSX or CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the optimizer&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the search first: there is no answer to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose a file ending in .xlsx or .csv</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::OptionalNumberField</name>
    <message>
        <source>Give a value (unchecked: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::OrderedChoiceList</name>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected dimension inwards (closer ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected dimension outwards (farther ranks)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::OverviewCards</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT power (nameplate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR (goodput)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan yet: open a profile to see its headline figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed: the plan has no %1 section for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan carries no explanation for this number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cables · copper %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU · network %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · PUE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 facility%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on average%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 electricity · %2 t CO₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per delivered GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput %1 · run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job MTTF %1 h · %2 failures per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-memory recovery %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at the optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint every %1 min · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU %1% · step %2 s (step-time model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOPs at %2, MFU %3% (given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 switch links · %n network(s)</source>
        <translation>
            <numerusform>%1 switch links · %n network</numerusform>
            <numerusform>%1 switch links · %n networks</numerusform>
        </translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failures per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10–P90: %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the last run of this design&apos;s ranges on the Uncertainty tab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::Part</name>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::PartEditorDialog</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new %1 in your user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your entry for %1 overrides the shipped part with the same id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry of your user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is shipped with ClusterPlanner.&lt;/b&gt; Saving puts a copy with the same id into your user catalog, which &lt;b&gt;overrides the shipped part&lt;/b&gt; everywhere; delete it there to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy in your user catalog under a new id. Values you leave as they are keep their sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the numbers come from: a quote, a datasheet, an estimate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values you change get the source &quot;user: &lt;this note&gt;&quot;; prices &quot;assumption: user: &lt;this note&gt;&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of your values:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not published)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowercase letters, digits, &apos;-&apos;, &apos;.&apos;, &apos;_&apos;; profiles refer to the part by this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute NICs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage NICs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frontend NICs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured GEMM %1 per GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pluggable ends (0 = cable assembly, 2 = transceivers):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twin-port module (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The radix at each link speed, breakout included (e.g. 64 × 400 Gb/s and 128 × 200 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port modes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered in the catalog editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumption: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a %2 in the catalog; choose another id, or select that part and use Edit… (Override… for a shipped part) to change it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::PerformanceView</name>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan yet: open a profile to see its step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed comes from a flat MFU of %1. Choose &apos;%2&apos; under %3 › %4, or insert a model preset in %5, to see the step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step-time model did not run for this plan: the Problems list says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs · step time %3 · %4 tokens/s · MFU %5 · HFU %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time %1: where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU %1: over the %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best split first, then the runner-ups of other shapes: the search considered %1 configurations and timed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile fixes every dimension of the split: there was nothing to search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile&apos;s split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely (the model&apos;s P10-P90 error on published runs): step time %1-%2 · MFU %3-%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::PlanExport</name>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (%2 sheets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (%2 BOM lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (%2 cables)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::PlanSummaryView</name>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it was obtained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a row, or right-click it, for its entry in the formula reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak %1 (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 PFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch-to-switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 needed now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling (default layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 nodes per rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optics power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT (nameplate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per delivered GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job MTTF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First failure after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 endpoints, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n tier</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1G, %2, %3; at most %4 endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::PowerCostView</name>
    <message>
        <source>No plan yet: open a profile to see its power and cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nameplate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yearly TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at PUE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: IT %1 nameplate, %2 average · facility %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware capex: not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly TCO: not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware capex %1 (%2 per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly TCO %1 (%2 per delivered GPU-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amortisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no plan to export.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units of the currency per US dollar. The model and the catalog are in USD; this rate converts what is shown and exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metres (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feet (ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often unsaved work is written to a recovery file; 0 turns it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shipped profiles folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default profile folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate (per USD):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default profile folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language applies the next time ClusterPlanner starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange rate of %1 must be above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange rate must be above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default profile folder does not exist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assumption, not a quote: set today&apos;s rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (W, kW, MW or GW, as the CLI)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::ReferenceDesignsDialog</name>
    <message>
        <source>Reference designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published result it reproduces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not listed in reference-designs.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each shipped profile reproduces a published design; its tests pin the numbers below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read everything: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::ReliabilityView</name>
    <message>
        <source>Job MTTF versus job size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR versus checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTTF (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint interval (minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● this profile: %1 min, ETTR %2
◇ optimum: %3 min, ETTR %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::SplitText</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 virtual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slower: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would be %1 faster but needs %2 GB per GPU of %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::SweepChart</name>
    <message>
        <source>Click to open this design as a new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a study or run a sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pareto front (%n design(s))</source>
        <translation>
            <numerusform>Pareto front (%n design)</numerusform>
            <numerusform>Pareto front (%n designs)</numerusform>
        </translation>
    </message>
    <message>
        <source>This sweep names no metric to chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (P10–P90 %1 – %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>P10–P90 (%Ln sample(s) per point)</source>
        <translation>
            <numerusform>P10–P90 (%Ln sample per point)</numerusform>
            <numerusform>P10–P90 (%Ln samples per point)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::SweepTableModel</name>
    <message>
        <source>not run (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 design warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 design warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the Pareto front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::SwitchChart</name>
    <message>
        <source>Switches per tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::TemplateDialog</name>
    <message>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::TopologyActions</name>
    <message>
        <source>No profile is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split into %1 zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach storage servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to a chassis switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert the chassis back to fixed switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove storage servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes and management ports cannot be deleted; change the node count instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to delete: select a tier, zone, plane, network, extra switches or hosts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply preset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::TopologyInspector</name>
    <message>
        <source>Topology inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an element of the diagram (click, or Tab into the diagram and use the arrow keys) to see and edit its properties here. Right-click for structure edits; Delete removes the selection; every change is one Edit › Undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch of this tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down:up ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — network %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 × %2 %3 (%4 ports); ports used %5 down, %6 up, %7 spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1:%2 down:up per switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 needed today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; zones joined by %1 (%2 inter-zone links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 scalable units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 listed extra switches in this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 × %2, %3 ports each, %4 links&lt;br&gt;&lt;small&gt;%5&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 switches (%2 listed extra), %3, %4, %5; %6 switch links, %7 endpoint links</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n tier</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;%1, joined by %2; %3 inter-zone links</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::TopologyView</name>
    <message>
        <source>No network to draw: the plan has no fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network topology diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move the selection, Enter edits it in the inspector, Delete removes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no diagram to export: the plan has no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagram is too large for an image in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner network topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers, zones, planes and link bundles of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the SVG drawing for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export topology as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export topology as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an element to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches to add to %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (shown in the explanation and the BOM):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent zones (1 merges them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit in the Design panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split into 2 zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split each zone in two (%1 zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a plane (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a plane (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add extra switches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to fixed switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert to a chassis switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach storage servers (one NIC per zone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a design preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a tier to the selected network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the top tier of the selected network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the selected network into N independent zones, or merge them (1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a parallel plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Extra switches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List switches the fabric rules do not count, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis ⇄</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the network into one chassis switch per zone × plane, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the selected network from a design preset (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected element (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables: none computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::UncertaintyView</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default ranges of this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a specification…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designs sampled on a Latin hypercube; 1,000 give the deciles to about 1 % of the spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the percentiles, the drivers, the inputs and every sample as XLSX (or the samples as CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point: every input at its likely value. Select an output to see what drives it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs varied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has changed since this run: Run again for its ranges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run samples the default ranges of the open design&apos;s prices, tariffs, failure rates and the step-time model&apos;s error (each from what its source says; the Inputs varied page lists them after a run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges of %1 (profile %2): Run samples them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open design cannot be sampled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p% of the samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no result (a part of the samples tells nothing about the deciles).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 samples of %3 inputs with ranges (Latin hypercube, seed %4) in %5 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design is built once: no sampled input reaches the build stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all at once in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits met: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an uncertainty specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty specifications (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the ranges first: there is no result to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose a file ending in .xlsx or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln sample(s)</source>
        <translation>
            <numerusform>%Ln sample</numerusform>
            <numerusform>%Ln samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln sample(s) could not be planned.</source>
        <translation>
            <numerusform>%Ln sample could not be planned.</numerusform>
            <numerusform>%Ln samples could not be planned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every sample builds its design (a node&apos;s power can pick its rack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design is built once and repriced per sample (built again when a medium&apos;s price makes another medium the cheapest).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::UserCatalog</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the user catalog %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user catalog was not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::WorkerThread</name>
    <message>
        <source>out of memory: this run needs more memory than the machine gives it; try fewer points, families or threads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cpui::chart</name>
    <message>
        <source>Could not write the PDF %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
