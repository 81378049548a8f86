<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>Parts catalog</source>
        <translation>部件库</translation>
    </message>
    <message>
        <source>Filter by id, name, vendor, class, speed…</source>
        <translation>按 ID、名称、厂商、类别、速率筛选…</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>复制为新部件…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Add a new part of this kind to your user catalog</source>
        <translation>向用户部件库添加一个此类新部件</translation>
    </message>
    <message>
        <source>Copy the selected part into your user catalog under a new id</source>
        <translation>以新 ID 将所选部件复制到用户部件库</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>筛选：</translation>
    </message>
    <message>
        <source>%1 Fix or move the file to edit the user catalog.</source>
        <translation>%1 请修复或移走该文件后再编辑用户部件库。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>User catalog: %1 (%n entries)</source>
        <translation>
            <numerusform>用户部件库：%1（%n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>Override…</source>
        <translation>覆盖…</translation>
    </message>
    <message>
        <source>Shipped parts are not changed: this copies the part into your user catalog with the same id, which overrides the shipped one</source>
        <translation>内置部件不会被修改：此操作以相同 ID 将部件复制到用户部件库，从而覆盖内置部件</translation>
    </message>
    <message>
        <source>Edit this entry of your user catalog</source>
        <translation>编辑用户部件库中的此条目</translation>
    </message>
    <message>
        <source>Revert to shipped</source>
        <translation>恢复为内置</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#555&apos;&gt;Select a part to see every value with its source. Hover over a cell for the same.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#555&apos;&gt;选择一个部件以查看每个数值及其来源。悬停在单元格上也可查看。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;code&gt;%2&lt;/code&gt; &amp;nbsp;— %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp;&lt;code&gt;%2&lt;/code&gt; &amp;nbsp;— %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a shipped part; only user entries can be deleted</source>
        <translation>&quot;%1&quot; 是内置部件；只能删除用户条目</translation>
    </message>
    <message>
        <source>Remove your override of &quot;%1&quot;? The shipped part comes back.</source>
        <translation>删除你对 &quot;%1&quot; 的覆盖？将恢复内置部件。</translation>
    </message>
    <message>
        <source>Delete the %1 &quot;%2&quot; from your user catalog?</source>
        <translation>从用户部件库中删除%1 &quot;%2&quot;？</translation>
    </message>
    <message>
        <source>Delete part</source>
        <translation>删除部件</translation>
    </message>
</context>
<context>
    <name>CatalogField</name>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>HBM capacity in binary gigabytes, as the datasheet gives it (80 GB = 80 GiB)</source>
        <translation>HBM 容量，按数据手册的二进制 GB 计（80 GB = 80 GiB）</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>the GPU&apos;s rated board power</source>
        <translation>GPU 的额定板卡功耗</translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation>纵向扩展带宽</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>NVLink or equivalent per GPU, both directions together, as datasheets give it</source>
        <translation>每 GPU 的 NVLink 或同类互连带宽，按数据手册为双向合计</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>memory bandwidth; the step-time model needs it</source>
        <translation>显存带宽；步时模型需要此值</translation>
    </message>
    <message>
        <source>Peak dense FP4</source>
        <translation>稠密 FP4 峰值</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>dense FP4 peak, where published</source>
        <translation>稠密 FP4 峰值（如有公布）</translation>
    </message>
    <message>
        <source>Peak FP64</source>
        <translation>FP64 峰值</translation>
    </message>
    <message>
        <source>FP64 vector peak, where published</source>
        <translation>FP64 向量峰值（如有公布）</translation>
    </message>
    <message>
        <source>Peak FP64 tensor</source>
        <translation>FP64 张量峰值</translation>
    </message>
    <message>
        <source>FP64 tensor (matrix) peak, where published</source>
        <translation>FP64 张量（矩阵）峰值（如有公布）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Average power</source>
        <translation>平均功耗</translation>
    </message>
    <message>
        <source>the node&apos;s average draw in training, GPUs and NICs included</source>
        <translation>节点训练时的平均功耗，含 GPU 和网卡</translation>
    </message>
    <message>
        <source>Maximum power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <source>the node&apos;s nameplate, GPUs and NICs included</source>
        <translation>节点铭牌功耗，含 GPU 和网卡</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Port speed</source>
        <translation>端口速率</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>MTTF</source>
        <translation>MTTF</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>replaces the nic failure class for this card</source>
        <translation>替代此网卡所用的网卡故障类别</translation>
    </message>
    <message>
        <source>Integrated optics</source>
        <translation>集成光学</translation>
    </message>
    <message>
        <source>1: the module carries its ports&apos; optical engines, so its failure class stands for the host end of their links</source>
        <translation>1：模块自带各端口的光引擎，其故障类别即代表这些链路的主机端</translation>
    </message>
    <message>
        <source>Typical power</source>
        <translation>典型功耗</translation>
    </message>
    <message>
        <source>without optics</source>
        <translation>不含光模块</translation>
    </message>
    <message>
        <source>Line card slots</source>
        <translation>线卡槽位</translation>
    </message>
    <message>
        <source>a chassis&apos;s (required there, refused on a fixed switch): its ports divide evenly over them</source>
        <translation>机框式交换机的线卡槽位（机框式必填，固定式不接受）：端口平均分配到各槽位</translation>
    </message>
    <message>
        <source>Cages</source>
        <translation>端口笼数</translation>
    </message>
    <message>
        <source>physical cages, where fewer than ports (twin-port OSFP)</source>
        <translation>物理端口笼数，少于端口数时填写（双端口 OSFP）</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>传输距离</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>the longest link it carries</source>
        <translation>可承载的最长链路</translation>
    </message>
    <message>
        <source>Power per end</source>
        <translation>每端功耗</translation>
    </message>
    <message>
        <source>each end&apos;s draw; 0 for passive copper</source>
        <translation>每端功耗；无源铜缆为 0</translation>
    </message>
    <message>
        <source>Relative price</source>
        <translation>相对价格</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>link price relative to multimode at the same speed</source>
        <translation>相对同速率多模链路的价格</translation>
    </message>
    <message>
        <source>MTTF per unit</source>
        <translation>单件 MTTF</translation>
    </message>
    <message>
        <source>the default source&apos;s mean time to failure of one unit</source>
        <translation>默认来源给出的单件平均无故障时间</translation>
    </message>
    <message>
        <source>Rated write</source>
        <translation>额定写入</translation>
    </message>
    <message>
        <source>the server&apos;s own rated write (SSDs, replication, file system), not its NICs&apos; line rate</source>
        <translation>服务器自身的额定写入速率（受 SSD、副本和文件系统限制），而非网卡线速</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>the GPU alone; a node&apos;s price holds its GPUs</source>
        <translation>仅 GPU 本身；节点价格已含其 GPU</translation>
    </message>
    <message>
        <source>the whole node: GPUs, NICs, CPUs, memory, chassis</source>
        <translation>整个节点：GPU、网卡、CPU、内存、机箱</translation>
    </message>
    <message>
        <source>the card alone; a node&apos;s price holds its NICs</source>
        <translation>仅网卡本身；节点价格已含其网卡</translation>
    </message>
    <message>
        <source>Price per end</source>
        <translation>每端价格</translation>
    </message>
    <message>
        <source>each transceiver (0 for a cable assembly)</source>
        <translation>每个光模块（线缆组件为 0）</translation>
    </message>
    <message>
        <source>Price per cable</source>
        <translation>每条线缆价格</translation>
    </message>
    <message>
        <source>the cable, fiber or assembly</source>
        <translation>线缆、光纤或线缆组件</translation>
    </message>
</context>
<context>
    <name>Output</name>
    <message>
        <source>performance per GPU ({basis}, {precision})</source>
        <translation>每 GPU 性能（{basis}，{precision}）</translation>
    </message>
    <message>
        <source>cluster performance ({basis})</source>
        <translation>集群性能（{basis}）</translation>
    </message>
    <message>
        <source>node price</source>
        <translation>节点价格</translation>
    </message>
    <message>
        <source>performance per node price</source>
        <translation>每节点价格性能</translation>
    </message>
    <message>
        <source>node power (average)</source>
        <translation>节点功耗（平均）</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>交换机数</translation>
    </message>
    <message>
        <source>switches per 1,000 GPUs</source>
        <translation>每千 GPU 交换机数</translation>
    </message>
    <message>
        <source>switches by port arithmetic</source>
        <translation>按端口算术的交换机数</translation>
    </message>
    <message>
        <source>switch-to-switch links</source>
        <translation>交换机间链路</translation>
    </message>
    <message>
        <source>endpoint links</source>
        <translation>端点链路</translation>
    </message>
    <message>
        <source>tiers (first network)</source>
        <translation>层数（第一个网络）</translation>
    </message>
    <message>
        <source>nodes per rack</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>halls</source>
        <translation>机房数</translation>
    </message>
    <message>
        <source>cables</source>
        <translation>线缆数</translation>
    </message>
    <message>
        <source>cables bought</source>
        <translation>采购线缆数</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>光模块数</translation>
    </message>
    <message>
        <source>copper cables</source>
        <translation>铜缆数</translation>
    </message>
    <message>
        <source>copper share</source>
        <translation>铜缆占比</translation>
    </message>
    <message>
        <source>optics power</source>
        <translation>光模块功耗</translation>
    </message>
    <message>
        <source>optics and cables</source>
        <translation>光模块与线缆</translation>
    </message>
    <message>
        <source>longest cable</source>
        <translation>最长线缆</translation>
    </message>
    <message>
        <source>compute (slowest stage)</source>
        <translation>计算（最慢的流水线段）</translation>
    </message>
    <message>
        <source>exposed TP communication</source>
        <translation>暴露的 TP 通信</translation>
    </message>
    <message>
        <source>exposed CP communication</source>
        <translation>暴露的 CP 通信</translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation>暴露的专家全交换</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>weights per GPU</source>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <source>gradients per GPU</source>
        <translation>每 GPU 梯度</translation>
    </message>
    <message>
        <source>optimizer states per GPU</source>
        <translation>每 GPU 优化器状态</translation>
    </message>
    <message>
        <source>activations per GPU</source>
        <translation>每 GPU 激活</translation>
    </message>
    <message>
        <source>output logits per GPU</source>
        <translation>每 GPU 输出 logits</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>usable memory per GPU</source>
        <translation>每 GPU 可用显存</translation>
    </message>
    <message>
        <source>fullest pipeline stage</source>
        <translation>显存最满的流水线段</translation>
    </message>
    <message>
        <source>layers on the fullest stage</source>
        <translation>该段的层数</translation>
    </message>
    <message>
        <source>GPU time per million tokens</source>
        <translation>每百万 Token 的 GPU 时间</translation>
    </message>
    <message>
        <source>GPU time per million tokens: compute</source>
        <translation>每百万 Token 的 GPU 时间：计算</translation>
    </message>
    <message>
        <source>GPU time per million tokens: framework overhead</source>
        <translation>每百万 Token 的 GPU 时间：框架开销</translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed TP communication</source>
        <translation>每百万 Token 的 GPU 时间：暴露的 TP 通信</translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed CP communication</source>
        <translation>每百万 Token 的 GPU 时间：暴露的 CP 通信</translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed expert all-to-all</source>
        <translation>每百万 Token 的 GPU 时间：暴露的专家全交换</translation>
    </message>
    <message>
        <source>GPU time per million tokens: pipeline sends</source>
        <translation>每百万 Token 的 GPU 时间：流水线发送</translation>
    </message>
    <message>
        <source>GPU time per million tokens: pipeline bubble</source>
        <translation>每百万 Token 的 GPU 时间：流水线气泡</translation>
    </message>
    <message>
        <source>GPU time per million tokens: exposed DP communication</source>
        <translation>每百万 Token 的 GPU 时间：暴露的 DP 通信</translation>
    </message>
    <message>
        <source>GPU time per million tokens: optimizer</source>
        <translation>每百万 Token 的 GPU 时间：优化器</translation>
    </message>
    <message>
        <source>job GPUs (step-time model)</source>
        <translation>作业 GPU 数（步时模型）</translation>
    </message>
    <message>
        <source>GPUs available</source>
        <translation>可用 GPU 数</translation>
    </message>
    <message>
        <source>splits considered</source>
        <translation>考虑的并行切分数</translation>
    </message>
    <message>
        <source>splits timed</source>
        <translation>计时的并行切分数</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>exposed communication per step</source>
        <translation>每步暴露通信时间</translation>
    </message>
    <message>
        <source>step time, likely low</source>
        <translation>步时，可能下限</translation>
    </message>
    <message>
        <source>step time, likely high</source>
        <translation>步时，可能上限</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>微批次数</translation>
    </message>
    <message>
        <source>pipeline bubble ratio</source>
        <translation>流水线气泡比例</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>每秒 Token 数</translation>
    </message>
    <message>
        <source>model TFLOP/s per GPU</source>
        <translation>每 GPU 模型 TFLOP/s</translation>
    </message>
    <message>
        <source>MFU (step-time model)</source>
        <translation>MFU（步时模型）</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>rest of node</source>
        <translation>节点其余部分</translation>
    </message>
    <message>
        <source>transceivers and active cables</source>
        <translation>光模块与有源线缆</translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>other IT</source>
        <translation>其他 IT</translation>
    </message>
    <message>
        <source>cooling and losses (PUE)</source>
        <translation>制冷与损耗 (PUE)</translation>
    </message>
    <message>
        <source>amortisation per year</source>
        <translation>每年折旧</translation>
    </message>
    <message>
        <source>energy per year</source>
        <translation>每年能耗</translation>
    </message>
    <message>
        <source>colocation per year</source>
        <translation>每年托管费</translation>
    </message>
    <message>
        <source>support per year</source>
        <translation>每年维保费</translation>
    </message>
    <message>
        <source>software per year</source>
        <translation>每年软件费</translation>
    </message>
    <message>
        <source>IT power (nameplate)</source>
        <translation>IT 功耗（铭牌）</translation>
    </message>
    <message>
        <source>IT power per GPU</source>
        <translation>每 GPU IT 功耗</translation>
    </message>
    <message>
        <source>IT power (average)</source>
        <translation>IT 功耗（平均）</translation>
    </message>
    <message>
        <source>facility power</source>
        <translation>设施功耗</translation>
    </message>
    <message>
        <source>facility power, average</source>
        <translation>设施功耗（平均）</translation>
    </message>
    <message>
        <source>electricity per year</source>
        <translation>每年电费</translation>
    </message>
    <message>
        <source>CO2 per year</source>
        <translation>每年 CO2</translation>
    </message>
    <message>
        <source>compute rack</source>
        <translation>计算机柜</translation>
    </message>
    <message>
        <source>hardware capex</source>
        <translation>硬件资本支出</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>network (switches, optics, cables)</source>
        <translation>网络（交换机、光模块、线缆）</translation>
    </message>
    <message>
        <source>network share of capex</source>
        <translation>网络占资本支出比例</translation>
    </message>
    <message>
        <source>hardware capex per GPU</source>
        <translation>每 GPU 硬件资本支出</translation>
    </message>
    <message>
        <source>facility capex</source>
        <translation>设施资本支出</translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation>每年总拥有成本</translation>
    </message>
    <message>
        <source>GPU-hours delivered per year</source>
        <translation>每年交付的 GPU 小时</translation>
    </message>
    <message>
        <source>cost per delivered GPU-hour</source>
        <translation>每交付 GPU 时成本</translation>
    </message>
    <message>
        <source>checkpoint snapshot</source>
        <translation>检查点快照</translation>
    </message>
    <message>
        <source>checkpoint write to storage</source>
        <translation>检查点写入存储</translation>
    </message>
    <message>
        <source>checkpoint stop δ</source>
        <translation>检查点停顿 δ</translation>
    </message>
    <message>
        <source>checkpoint durable after</source>
        <translation>检查点持久化延迟</translation>
    </message>
    <message>
        <source>restart u0</source>
        <translation>重启 u0</translation>
    </message>
    <message>
        <source>Young interval</source>
        <translation>Young 间隔</translation>
    </message>
    <message>
        <source>Daly interval</source>
        <translation>Daly 间隔</translation>
    </message>
    <message>
        <source>optimal interval</source>
        <translation>最优间隔</translation>
    </message>
    <message>
        <source>checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>GPU-days lost per failure</source>
        <translation>每次故障损失 GPU 天</translation>
    </message>
    <message>
        <source>work lost per failure (worst)</source>
        <translation>每次故障损失的工作（最坏）</translation>
    </message>
    <message>
        <source>idle while restarting</source>
        <translation>重启期间空闲</translation>
    </message>
    <message>
        <source>peer copy</source>
        <translation>对等复制</translation>
    </message>
    <message>
        <source>lost per failure (in-memory)</source>
        <translation>每次故障损失（内存恢复）</translation>
    </message>
    <message>
        <source>ETTR with in-memory recovery</source>
        <translation>内存恢复时的有效训练时间比</translation>
    </message>
    <message>
        <source>spare nodes kept</source>
        <translation>保留的备用节点</translation>
    </message>
    <message>
        <source>nodes down on average</source>
        <translation>平均故障节点数</translation>
    </message>
    <message>
        <source>availability with the spares kept</source>
        <translation>保留备用节点时的可用性</translation>
    </message>
    <message>
        <source>availability target</source>
        <translation>可用性目标</translation>
    </message>
    <message>
        <source>spare nodes needed</source>
        <translation>所需备用节点</translation>
    </message>
    <message>
        <source>idle spare GPUs</source>
        <translation>空闲备用 GPU</translation>
    </message>
    <message>
        <source>spare capex</source>
        <translation>备用资本支出</translation>
    </message>
    <message>
        <source>job GPUs</source>
        <translation>作业 GPU 数</translation>
    </message>
    <message>
        <source>job nodes</source>
        <translation>作业节点数</translation>
    </message>
    <message>
        <source>job MTTF</source>
        <translation>作业 MTTF</translation>
    </message>
    <message>
        <source>time to first failure</source>
        <translation>首次故障时间</translation>
    </message>
    <message>
        <source>failures per day</source>
        <translation>每天故障数</translation>
    </message>
    <message>
        <source>ETTR (goodput)</source>
        <translation>有效训练时间比 (ETTR)</translation>
    </message>
    <message>
        <source>ETTR at the optimal interval</source>
        <translation>最优间隔下的 ETTR</translation>
    </message>
    <message>
        <source>GPUs for the deadline</source>
        <translation>满足截止期限所需 GPU</translation>
    </message>
    <message>
        <source>nodes for the deadline</source>
        <translation>满足截止期限的节点数</translation>
    </message>
    <message>
        <source>racks for the deadline</source>
        <translation>满足截止期限的机柜数</translation>
    </message>
    <message>
        <source>IT power for the deadline</source>
        <translation>满足截止期限的 IT 功耗</translation>
    </message>
    <message>
        <source>goodput at the deadline size</source>
        <translation>截止期限规模下的有效产出率</translation>
    </message>
    <message>
        <source>days at the deadline size</source>
        <translation>截止期限规模下的天数</translation>
    </message>
    <message>
        <source>sizing passes</source>
        <translation>定规模迭代次数</translation>
    </message>
    <message>
        <source>job nodes for the deadline</source>
        <translation>满足截止期限的作业节点数</translation>
    </message>
    <message>
        <source>checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>checkpoint storage</source>
        <translation>检查点存储</translation>
    </message>
    <message>
        <source>write rate needed</source>
        <translation>所需写入速率</translation>
    </message>
    <message>
        <source>storage write rate</source>
        <translation>存储写入速率</translation>
    </message>
    <message>
        <source>checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>peak TFLOP/s per GPU</source>
        <translation>每 GPU 峰值 TFLOP/s</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation>训练 FLOPs</translation>
    </message>
    <message>
        <source>days to train, likely low</source>
        <translation>训练天数，可能下限</translation>
    </message>
    <message>
        <source>days to train, likely high</source>
        <translation>训练天数，可能上限</translation>
    </message>
    <message>
        <source>MFU, likely low</source>
        <translation>MFU，可能下限</translation>
    </message>
    <message>
        <source>MFU, likely high</source>
        <translation>MFU，可能上限</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>idle GPUs</source>
        <translation>空闲 GPU 数</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>有效产出率</translation>
    </message>
    <message>
        <source>days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>训练费用</translation>
    </message>
    <message>
        <source>cost of the run at cloud prices</source>
        <translation>按云价格的训练成本</translation>
    </message>
    <message>
        <source>energy of the run</source>
        <translation>训练能耗</translation>
    </message>
    <message>
        <source>energy of the run (IT)</source>
        <translation>训练能耗（IT）</translation>
    </message>
    <message>
        <source>energy of the run (GPUs alone)</source>
        <translation>训练能耗（仅 GPU）</translation>
    </message>
    <message>
        <source>CO2 of the run</source>
        <translation>训练 CO₂ 排放</translation>
    </message>
</context>
<context>
    <name>ProfileField</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>节点类型</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>from gpus</source>
        <translation>由 GPU 数推算</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>from nodes</source>
        <translation>由节点数推算</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>frontend</source>
        <translation>前端</translation>
    </message>
    <message>
        <source>management</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>super-spine</source>
        <translation>超级脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>auto (fewest that fit)</source>
        <translation>自动（满足需求的最少层数）</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>区数</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>平面数</translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>可扩展单元 (SU)</translation>
    </message>
    <message>
        <source>not built by SUs</source>
        <translation>不按 SU 构建</translation>
    </message>
    <message>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <source>Build out for</source>
        <translation>预留扩展至</translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>today&apos;s endpoints</source>
        <translation>当前端点数</translation>
    </message>
    <message>
        <source>Build out from tier</source>
        <translation>从此层开始预留</translation>
    </message>
    <message>
        <source>the top tier</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>Media policy</source>
        <translation>介质策略</translation>
    </message>
    <message>
        <source>optics only</source>
        <translation>仅用光模块</translation>
    </message>
    <message>
        <source>no active copper</source>
        <translation>不用有源铜缆</translation>
    </message>
    <message>
        <source>no active optical cables</source>
        <translation>不用有源光缆</translation>
    </message>
    <message>
        <source>AOC instead of SR modules</source>
        <translation>用 AOC 代替 SR 光模块</translation>
    </message>
    <message>
        <source>single-mode only</source>
        <translation>仅用单模</translation>
    </message>
    <message>
        <source>Zone join</source>
        <translation>区间互联</translation>
    </message>
    <message>
        <source>none (independent zones)</source>
        <translation>无（各区独立）</translation>
    </message>
    <message>
        <source>links on spare top ports</source>
        <translation>用顶层空闲端口互联</translation>
    </message>
    <message>
        <source>a tier above the zones</source>
        <translation>在各区之上加一层</translation>
    </message>
    <message>
        <source>Inter-zone links</source>
        <translation>区间链路数</translation>
    </message>
    <message>
        <source>Zone top down:up</source>
        <translation>区顶层下行:上行</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>in the rack</source>
        <translation>柜内</translation>
    </message>
    <message>
        <source>end of row</source>
        <translation>列头柜</translation>
    </message>
    <message>
        <source>rail rack</source>
        <translation>轨道机柜</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>near their pod</source>
        <translation>靠近所属 Pod</translation>
    </message>
    <message>
        <source>central</source>
        <translation>集中放置</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>another hall</source>
        <translation>另一机房</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Ports each</source>
        <translation>每台端口数</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>每台服务器网卡数</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>服务器功耗</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Capacity per server</source>
        <translation>每台服务器容量</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>derived from power and space</source>
        <translation>由功率和空间推算</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>机架单元 (U)</translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation>每列机柜数</translation>
    </message>
    <message>
        <source>Rack pitch</source>
        <translation>机柜间距</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Rack depth</source>
        <translation>机柜深度</translation>
    </message>
    <message>
        <source>Aisle</source>
        <translation>通道宽度</translation>
    </message>
    <message>
        <source>Rows per hall</source>
        <translation>每机房列数</translation>
    </message>
    <message>
        <source>Hall distance</source>
        <translation>机房间距离</translation>
    </message>
    <message>
        <source>Tray drop</source>
        <translation>桥架垂直落差</translation>
    </message>
    <message>
        <source>In-rack link</source>
        <translation>柜内链路长度</translation>
    </message>
    <message>
        <source>Cable slack</source>
        <translation>线缆余量</translation>
    </message>
    <message>
        <source>Storage servers per rack</source>
        <translation>每机柜存储服务器数</translation>
    </message>
    <message>
        <source>Other hosts per rack</source>
        <translation>每机柜其他主机数</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation>平均负载</translation>
    </message>
    <message>
        <source>of nameplate</source>
        <translation>× 铭牌功耗</translation>
    </message>
    <message>
        <source>catalog average</source>
        <translation>按部件库平均值</translation>
    </message>
    <message>
        <source>Hours per year</source>
        <translation>每年小时数</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>电网碳排放</translation>
    </message>
    <message>
        <source>kg/kWh</source>
        <translation>kg/kWh</translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation>硬件寿命</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Misc. IT load</source>
        <translation>其他 IT 负载</translation>
    </message>
    <message>
        <source>of node power</source>
        <translation>× 节点功耗</translation>
    </message>
    <message>
        <source>Facility capex</source>
        <translation>设施资本支出</translation>
    </message>
    <message>
        <source>$/MW</source>
        <translation>$/MW</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>$/kW·month</source>
        <translation>$/kW·月</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>每年维保</translation>
    </message>
    <message>
        <source>of capex</source>
        <translation>× 资本支出</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>$/GPU·year</source>
        <translation>$/GPU·年</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>云上价格</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU·小时</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>all (dense)</source>
        <translation>全部（稠密）</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Training FLOPs</source>
        <translation>训练 FLOPs</translation>
    </message>
    <message>
        <source>× 10²¹</source>
        <translation>× 10²¹</translation>
    </message>
    <message>
        <source>6 · N · D</source>
        <translation>6 · N · D</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Spare nodes (deadline)</source>
        <translation>备用节点（截止期限）</translation>
    </message>
    <message>
        <source>Checkpoint bytes</source>
        <translation>检查点字节数</translation>
    </message>
    <message>
        <source>B/parameter</source>
        <translation>B/参数</translation>
    </message>
    <message>
        <source>Checkpoint copies</source>
        <translation>检查点副本数</translation>
    </message>
    <message>
        <source>Failure model</source>
        <translation>故障模型</translation>
    </message>
    <message>
        <source>component inventory × MTTF</source>
        <translation>部件清单 × MTTF</translation>
    </message>
    <message>
        <source>observed rate per node-day</source>
        <translation>每节点·天观测故障率</translation>
    </message>
    <message>
        <source>Failures per 1,000 node-days</source>
        <translation>每 1,000 节点·天故障数</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Restart u₀</source>
        <translation>重启 u₀</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>the ETTR optimum √(δ² + 2δ(M − u0)) − δ</source>
        <translation>ETTR 最优值 √(δ² + 2δ(M − u0)) − δ</translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation>迭代时间</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>次迭代</translation>
    </message>
    <message>
        <source>In-memory recovery</source>
        <translation>内存检查点恢复</translation>
    </message>
    <message>
        <source>Job size</source>
        <translation>作业规模</translation>
    </message>
    <message>
        <source>the whole cluster</source>
        <translation>整个集群</translation>
    </message>
    <message>
        <source>Spare nodes</source>
        <translation>备用节点</translation>
    </message>
    <message>
        <source>Spares are</source>
        <translation>备用方式</translation>
    </message>
    <message>
        <source>hot (powered)</source>
        <translation>热备（通电）</translation>
    </message>
    <message>
        <source>cold</source>
        <translation>冷备</translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation>维修时间</translation>
    </message>
    <message>
        <source>Repair crews</source>
        <translation>维修班组数</translation>
    </message>
    <message>
        <source>Shortfall target</source>
        <translation>短缺概率目标</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1交换机</translation>
    </message>
    <message>
        <source>%1 down:up</source>
        <translation>%1 下行:上行（超额订阅）</translation>
    </message>
    <message>
        <source>Rack price</source>
        <translation>机柜价格</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Training speed from</source>
        <translation>训练速度来源</translation>
    </message>
    <message>
        <source>a flat MFU (given)</source>
        <translation>固定 MFU（给定）</translation>
    </message>
    <message>
        <source>the step-time model</source>
        <translation>步时模型</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批量</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>unfused (scores in HBM)</source>
        <translation>非融合（分数存于 HBM）</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>FFN kind</source>
        <translation>FFN 类型</translation>
    </message>
    <message>
        <source>GeLU (2 matrices)</source>
        <translation>GeLU（2 个矩阵）</translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation>SwiGLU（3 个矩阵）</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <source>Active experts</source>
        <translation>激活专家数</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <source>MoE every</source>
        <translation>MoE 间隔</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>chosen by the search</source>
        <translation>由搜索选择</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟级数</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批量</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Host-side reduction</source>
        <translation>主机侧规约</translation>
    </message>
    <message>
        <source>Server type</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>snapshot, then asynchronous write</source>
        <translation>快照，再异步写入</translation>
    </message>
    <message>
        <source>synchronous write</source>
        <translation>同步写入</translation>
    </message>
    <message>
        <source>Checkpoint stop δ</source>
        <translation>检查点停顿 δ</translation>
    </message>
    <message>
        <source>from the checkpoint mode: snapshot or storage write time (5 min for a synchronous write without storage)</source>
        <translation>由检查点方式推算：快照或存储写入时间（无存储的同步写入为 5 分钟）</translation>
    </message>
    <message>
        <source>Network failure rates</source>
        <translation>网络故障率</translation>
    </message>
    <message>
        <source>fleet observation (Llama 3)</source>
        <translation>集群实测数据</translation>
    </message>
    <message>
        <source>per-link figure (SemiAnalysis)</source>
        <translation>分析机构的单链路估计</translation>
    </message>
    <message>
        <source>%1 up speed</source>
        <translation>%1上行速率</translation>
    </message>
    <message>
        <source>Leaf per rack</source>
        <translation>每机柜一台叶交换机</translation>
    </message>
    <message>
        <source>On spare leaf ports</source>
        <translation>接入叶交换机空闲端口</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Down:up</source>
        <translation>下行:上行</translation>
    </message>
    <message>
        <source>same as down</source>
        <translation>与下行相同</translation>
    </message>
    <message>
        <source>as many as heads</source>
        <translation>与注意力头数相同</translation>
    </message>
    <message>
        <source>none (dense)</source>
        <translation>无（稠密模型）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>MFU counts attention as</source>
        <translation>MFU 计入的注意力</translation>
    </message>
    <message>
        <source>full s×s scores</source>
        <translation>完整 s×s 分数</translation>
    </message>
    <message>
        <source>causal half</source>
        <translation>因果一半</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>none (no framework overhead)</source>
        <translation>无（无框架开销）</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>头宽度</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>隐藏维度 / 头数</translation>
    </message>
    <message>
        <source>Value head width</source>
        <translation>值头宽度</translation>
    </message>
    <message>
        <source>as the head width</source>
        <translation>同头宽度</translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation>MLA 查询秩</translation>
    </message>
    <message>
        <source>full projection</source>
        <translation>完整投影</translation>
    </message>
    <message>
        <source>MLA key/value rank</source>
        <translation>MLA 键/值秩</translation>
    </message>
    <message>
        <source>no latent (plain attention)</source>
        <translation>无潜变量（普通注意力）</translation>
    </message>
    <message>
        <source>MLA rotary width</source>
        <translation>MLA 旋转位置宽度</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>专家容量因子</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>不丢弃 Token</translation>
    </message>
    <message>
        <source>Expert load imbalance</source>
        <translation>专家负载不均衡</translation>
    </message>
    <message>
        <source>Nodes per token</source>
        <translation>每 Token 节点数</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>随机失活</translation>
    </message>
    <message>
        <source>on when TP &gt; 1</source>
        <translation>TP &gt; 1 时开启</translation>
    </message>
    <message>
        <source>Layers on the first stage</source>
        <translation>第一级的层数</translation>
    </message>
    <message>
        <source>the rest spread over the middle stages</source>
        <translation>其余层分布在中间各级</translation>
    </message>
    <message>
        <source>Layers on the last stage</source>
        <translation>最后一级的层数</translation>
    </message>
    <message>
        <source>Rank order</source>
        <translation>进程编号顺序</translation>
    </message>
    <message>
        <source>tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Overlap DP communication</source>
        <translation>重叠 DP 通信</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重叠 TP 通信</translation>
    </message>
    <message>
        <source>Overlap CP communication</source>
        <translation>重叠 CP 通信</translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation>重叠 EP 通信</translation>
    </message>
    <message>
        <source>ZeRO-3 prefetch</source>
        <translation>ZeRO-3 预取</translation>
    </message>
    <message>
        <source>Gradient bytes on the wire</source>
        <translation>梯度传输字节数</translation>
    </message>
    <message>
        <source>B/element</source>
        <translation>B/元素</translation>
    </message>
    <message>
        <source>MoE dispatch</source>
        <translation>MoE 分发</translation>
    </message>
    <message>
        <source>all-to-all (a copy per routed expert)</source>
        <translation>全交换（每个路由专家一份）</translation>
    </message>
    <message>
        <source>once per node, then NVLink (DeepEP)</source>
        <translation>每节点一次，再经 NVLink（DeepEP）</translation>
    </message>
    <message>
        <source>Published metric</source>
        <translation>公开指标</translation>
    </message>
    <message>
        <source>no published run</source>
        <translation>无公开训练记录</translation>
    </message>
    <message>
        <source>model TFLOP/s per GPU</source>
        <translation>每 GPU 模型 TFLOP/s</translation>
    </message>
    <message>
        <source>executed TFLOP/s per GPU (recomputation counted)</source>
        <translation>每 GPU 实际执行 TFLOP/s（含重计算）</translation>
    </message>
    <message>
        <source>step time (s)</source>
        <translation>步时间（秒）</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>每 GPU 每秒 Token 数</translation>
    </message>
    <message>
        <source>Published value</source>
        <translation>公开数值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source table</source>
        <translation>来源表格</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Dispatch bytes on the wire</source>
        <translation>分发传输字节数</translation>
    </message>
    <message>
        <source>the activations&apos; bytes (2)</source>
        <translation>激活值的字节数 (2)</translation>
    </message>
    <message>
        <source>not used: the step-time model counts the architecture&apos;s parameters and computes the MFU (throughput step_time)</source>
        <translation>未使用：步时模型按模型结构计算参数量并算出 MFU（throughput step_time）</translation>
    </message>
    <message>
        <source>Expert TP</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <source>as TP, with EP inside DP (not folded)</source>
        <translation>同张量并行，专家并行在数据并行之内（不折叠）</translation>
    </message>
    <message>
        <source>Recompute modules</source>
        <translation>重计算模块</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>注意力核心</translation>
    </message>
    <message>
        <source>dense MLP</source>
        <translation>稠密前馈层</translation>
    </message>
    <message>
        <source>MoE activation function</source>
        <translation>MoE 激活函数</translation>
    </message>
    <message>
        <source>MLA up projections</source>
        <translation>MLA 上投影</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>归一化层</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>whole MoE block</source>
        <translation>整个 MoE 块</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1：不是 JSON 对象（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）：%3</translation>
    </message>
    <message>
        <source>; radix %1 at %2G</source>
        <translation>；%2G 下端口数 %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 W typical · %2 U · $%3 (%4)</source>
        <translation>&lt;br&gt;典型功耗 %1 W · %2 U · $%3（%4）</translation>
    </message>
    <message>
        <source>&lt;br&gt;chassis, %1 line card slots</source>
        <translation>&lt;br&gt;机框式，%1 个线卡槽位</translation>
    </message>
    <message>
        <source>compute nodes</source>
        <translation>计算节点</translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>switch management ports</source>
        <translation>交换机管理端口</translation>
    </message>
    <message>
        <source>… %1 more %2 (%3–%4)</source>
        <translation>… 另有 %1 个%2（%3–%4）</translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2 links&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1 → %2 链路&lt;/b&gt;：%3</translation>
    </message>
    <message>
        <source>&lt;br&gt;medium: %1 (%2)</source>
        <translation>&lt;br&gt;介质：%1（%2）</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Split over media in the network-wide %1 → %2 proportions.&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;按全网 %1 → %2 的比例分配到各介质。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>ports %1 ↓</source>
        <translation>端口 %1 ↓</translation>
    </message>
    <message>
        <source>ports %1 ↓ · %2 ↑</source>
        <translation>端口 %1 ↓ · %2 ↑</translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation>区 %1</translation>
    </message>
    <message>
        <source>zones %1–%2</source>
        <translation>区 %1–%2</translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation>平面 %1</translation>
    </message>
    <message>
        <source>planes %1–%2</source>
        <translation>平面 %1–%2</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>%1 网络</translation>
    </message>
    <message>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <source>%1 zones</source>
        <translation>%1 个区</translation>
    </message>
    <message>
        <source>%1 planes</source>
        <translation>%1 个平面</translation>
    </message>
    <message>
        <source>%1 rails</source>
        <translation>%1 条轨道</translation>
    </message>
    <message>
        <source>%1 switches (incl. %2 listed extra)</source>
        <translation>%1 台交换机（含 %2 台列出的额外交换机）</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 switch links</source>
        <translation>%1 条交换机间链路</translation>
    </message>
    <message>
        <source>%1 endpoint links</source>
        <translation>%1 条端点链路</translation>
    </message>
    <message>
        <source>1 port each</source>
        <translation>每台 1 个端口</translation>
    </message>
    <message>
        <source>%1 ports each</source>
        <translation>每台 %1 个端口</translation>
    </message>
    <message>
        <source> (breakout %1)</source>
        <translation>（拆分 %1）</translation>
    </message>
    <message>
        <source> · %1 links</source>
        <translation> · %1 条链路</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>No tiers could be laid out for this network; see the plan&apos;s errors.</source>
        <translation>该网络无法布置任何层；请查看规划结果中的错误。</translation>
    </message>
    <message>
        <source>%1, %2 ports</source>
        <translation>%1，%2 个端口</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1: %2 × %3&lt;/b&gt; (%4 ports at %5G)&lt;br&gt;ports used %6 down, %7 up; %8 spare</source>
        <translation>&lt;b&gt;%1：%2 × %3&lt;/b&gt;（%4 个 %5G 端口）&lt;br&gt;已用端口：下行 %6，上行 %7；空闲 %8</translation>
    </message>
    <message>
        <source>… %1 more extra entries</source>
        <translation>… 另有 %1 项额外条目</translation>
    </message>
    <message>
        <source>extra × %1 (%2)</source>
        <translation>额外 × %1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 listed extra switches&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;small&gt;Added to the totals as the profile lists them, with its reason: the fabric rules do not count them.&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1 台列出的额外交换机&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;small&gt;按方案所列数量及原因计入总数：组网规则不计算它们。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>区</translation>
    </message>
    <message>
        <source>zones</source>
        <translation>区</translation>
    </message>
    <message>
        <source> × %1 planes</source>
        <translation> × %1 个平面</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 switches, %3 endpoint links</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 台交换机，%3 条端点链路</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>planes</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2 %3&lt;/b&gt;%4&lt;br&gt;ports used %5 down, %6 up of %7; %8 spare</source>
        <translation>&lt;b&gt;%1 × %2 %3&lt;/b&gt;%4&lt;br&gt;已用端口：下行 %5，上行 %6，共 %7；空闲 %8</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Inter-zone links take some of the spare ports.&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;区间链路占用部分空闲端口。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>joins the %1 zones · %2 per plane · ports %3 ↓</source>
        <translation>连接 %1 个区 · 每平面 %2 · 端口 %3 ↓</translation>
    </message>
    <message>
        <source>joins the %1 zones · ports %2 ↓</source>
        <translation>连接 %1 个区 · 端口 %2 ↓</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2 %3&lt;/b&gt; joining %4 zones&lt;br&gt;ports used %5 down; %6 spare</source>
        <translation>&lt;b&gt;%1 × %2 %3&lt;/b&gt; 连接 %4 个区&lt;br&gt;已用下行端口 %5；空闲 %6</translation>
    </message>
    <message>
        <source>%1 between the zones</source>
        <translation>区之间 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;inter-zone links&lt;/b&gt;: %1 between the %2 zones&apos; %3 switches</source>
        <translation>&lt;b&gt;区间链路&lt;/b&gt;：%2 个区的%3交换机之间共 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 × %2&lt;/b&gt;&lt;br&gt;%3 ports per host, %4 links%5</source>
        <translation>&lt;b&gt;%1 × %2&lt;/b&gt;&lt;br&gt;每台主机 %3 个端口，%4 条链路%5</translation>
    </message>
    <message>
        <source>User catalog</source>
        <translation>用户部件库</translation>
    </message>
    <message>
        <source>same as the network</source>
        <translation>与网络相同</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>UncertaintyChart</name>
    <message>
        <source>given</source>
        <translation>给定</translation>
    </message>
    <message>
        <source>default: an assumption, −20 % / +25 % (quotes and ratings differ by tens of percent)</source>
        <translation>默认：假设值，−20% / +25%（报价和额定值相差数十个百分点）</translation>
    </message>
    <message>
        <source>default: a published failure rate, ÷1.5 / ×1.5 (fleet studies differ by about that)</source>
        <translation>默认：公开的故障率，÷1.5 / ×1.5（各集群研究的差异约为此幅度）</translation>
    </message>
    <message>
        <source>default: an assumed failure rate, ÷2 / ×2</source>
        <translation>默认：假设的故障率，÷2 / ×2</translation>
    </message>
    <message>
        <source>default: the model&apos;s error on published runs as the range&apos;s P10 and P90 (catalog performance.model_error)</source>
        <translation>默认：以模型在公开训练记录上的误差作为范围的 P10 和 P90（部件库 performance.model_error）</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>%1, millions</source>
        <translation>%1（百万）</translation>
    </message>
    <message>
        <source>step-time model error (true step ÷ modelled)</source>
        <translation>步时间模型误差（实际步时间 ÷ 模型值）</translation>
    </message>
    <message>
        <source>input at its low</source>
        <translation>输入取低值</translation>
    </message>
    <message>
        <source>input at its high</source>
        <translation>输入取高值</translation>
    </message>
    <message>
        <source>share of samples, %</source>
        <translation>样本占比，%</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>限制</translation>
    </message>
</context>
<context>
    <name>cpui::AboutDialog</name>
    <message>
        <source>About ClusterPlanner</source>
        <translation>关于 ClusterPlanner</translation>
    </message>
    <message>
        <source>ClusterPlanner %1</source>
        <translation>ClusterPlanner %1</translation>
    </message>
    <message>
        <source>Revision %1 · Qt %2 (built with %3)</source>
        <translation>修订版 %1 · Qt %2（构建于 %3）</translation>
    </message>
    <message>
        <source>Plans GPU training clusters: compute, fabric, optics, power, cost, time and reliability, with every number explained.</source>
        <translation>规划 GPU 训练集群：计算、网络、光模块、功耗、成本、训练时间与可靠性，每个数字都有来历说明。</translation>
    </message>
    <message>
        <source>Licenses</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>关于 Qt</translation>
    </message>
</context>
<context>
    <name>cpui::AtomicSave</name>
    <message>
        <source>Cannot write %1: it is a folder; nothing was written</source>
        <translation>无法写入 %1：这是一个文件夹；未写入任何内容</translation>
    </message>
    <message>
        <source>Cannot write %1: %2; nothing was written</source>
        <translation>无法写入 %1：%2；未写入任何内容</translation>
    </message>
    <message>
        <source>the disk is full or the file too large</source>
        <translation>磁盘已满或文件过大</translation>
    </message>
    <message>
        <source>Cannot write %1: only %2 of %3 bytes were written (%4); the file was not changed</source>
        <translation>无法写入 %1：%3 字节中仅写入 %2 字节（%4）；文件未更改</translation>
    </message>
    <message>
        <source>Cannot write %1: %2; the file was not changed</source>
        <translation>无法写入 %1：%2；文件未更改</translation>
    </message>
    <message>
        <source>Cannot encode the %1 image for %2; nothing was written</source>
        <translation>无法为 %2 编码 %1 图像；未写入任何内容</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a device, FIFO or socket); nothing was written</source>
        <translation>无法写入 %1：它不是普通文件（设备、FIFO 或套接字）；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>cpui::BomTableModel</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价 (%1)</translation>
    </message>
    <message>
        <source>Extended price (%1)</source>
        <translation>总价 (%1)</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Unit power (W)</source>
        <translation>单件功耗 (W)</translation>
    </message>
    <message>
        <source>Extended power (MW)</source>
        <translation>总功耗 (MW)</translation>
    </message>
    <message>
        <source>Extended power (kW)</source>
        <translation>总功耗 (kW)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
</context>
<context>
    <name>cpui::BomView</name>
    <message>
        <source>Filter parts…</source>
        <translation>筛选部件…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>%1 — price source: %2</source>
        <translation>%1 — 价格来源：%2</translation>
    </message>
</context>
<context>
    <name>cpui::CalibrationChart</name>
    <message>
        <source>Add measurement files to see measured against fitted</source>
        <translation>添加实测文件以对比实测值与拟合值</translation>
    </message>
    <message>
        <source>Bus bandwidth against message size</source>
        <translation>总线带宽随消息大小的变化</translation>
    </message>
    <message>
        <source>points: measured · solid: alpha-beta fit · dashed: calibrated model</source>
        <translation>点：实测 · 实线：alpha-beta 拟合 · 虚线：校准后的模型</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
    <message>
        <source>GEMM efficiency against GEMM size</source>
        <translation>GEMM 效率随 GEMM 规模的变化</translation>
    </message>
    <message>
        <source>points: measured · solid: fitted curve · dashed: curve saved for training</source>
        <translation>点：实测 · 实线：拟合曲线 · 虚线：为训练保存的曲线</translation>
    </message>
    <message>
        <source>GEMM size (FLOPs, 2·M·N·K)</source>
        <translation>GEMM 规模（FLOPs，2·M·N·K）</translation>
    </message>
    <message>
        <source>efficiency (share of dense peak)</source>
        <translation>效率（占稠密峰值的比例）</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1 实测</translation>
    </message>
    <message>
        <source>%1 fitted</source>
        <translation>%1 拟合</translation>
    </message>
    <message>
        <source>%1 saved (× training share)</source>
        <translation>%1 保存值（× 训练比例）</translation>
    </message>
</context>
<context>
    <name>cpui::CalibrationDialog</name>
    <message>
        <source>all-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>归约分散</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>全收集</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>全交换</translation>
    </message>
    <message>
        <source>send/receive</source>
        <translation>发送/接收</translation>
    </message>
    <message>
        <source>inside the NVLink domain</source>
        <translation>NVLink 域内</translation>
    </message>
    <message>
        <source>inside one node (PCIe)</source>
        <translation>单节点内（PCIe）</translation>
    </message>
    <message>
        <source>across nodes</source>
        <translation>跨节点</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Calibrate from measurements</source>
        <translation>根据实测数据校准</translation>
    </message>
    <message>
        <source>Output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf as nccl-tests print it, one run or several per file.</source>
        <translation>all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf 或 sendrecv_perf 按 nccl-tests 原样打印的输出，每个文件可含一次或多次运行。</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>A node&apos;s NIC bandwidth divided by its GPUs (8 × 400G NICs for 8 GPUs: 400); needed to fit runs across nodes</source>
        <translation>节点的 NIC 带宽除以其 GPU 数（8 块 GPU 配 8 × 400G NIC：400）；拟合跨节点运行时需要</translation>
    </message>
    <message>
        <source>NIC bandwidth per GPU:</source>
        <translation>每 GPU 的 NIC 带宽：</translation>
    </message>
    <message>
        <source>Collectives (nccl-tests)</source>
        <translation>集合通信（nccl-tests）</translation>
    </message>
    <message>
        <source>A CSV table with the columns M, N, K, dtype and TFLOP/s (or time_s, time_ms, time_us).</source>
        <translation>CSV 表格，列为 M、N、K、dtype 和 TFLOP/s（或 time_s、time_ms、time_us）。</translation>
    </message>
    <message>
        <source>The share of the measured GEMM rate a training step sustains (clock under load, backward layouts)</source>
        <translation>训练步中 GEMM 能保持的实测 GEMM 速率比例（负载下的时钟、反向传播的布局）</translation>
    </message>
    <message>
        <source>Training share:</source>
        <translation>训练比例：</translation>
    </message>
    <message>
        <source>GEMM table (CSV)</source>
        <translation>GEMM 表格（CSV）</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>(fits only)</source>
        <translation>（仅拟合）</translation>
    </message>
    <message>
        <source>The GPU measured: its nominal bandwidths and peaks turn the fits into its values</source>
        <translation>被测的 GPU：用其标称带宽和峰值把拟合结果换算为它的参数</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Add measurement files</source>
        <translation>添加实测文件</translation>
    </message>
    <message>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation>nccl-tests 输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>拟合值</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>The measurements could not be read</source>
        <translation>无法读取实测数据</translation>
    </message>
    <message>
        <source>Choose the GPU measured: GEMM efficiencies are shares of its peak</source>
        <translation>请选择被测的 GPU：GEMM 效率是其峰值的比例</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <source>Max error</source>
        <translation>最大误差</translation>
    </message>
    <message>
        <source>Model max error</source>
        <translation>模型最大误差</translation>
    </message>
    <message>
        <source>%1: hop latency %2, efficiency %3 of %4 (%5 points, R² %6, max error %7)</source>
        <translation>%1：每跳延迟 %2，效率为 %4 的 %3（%5 个点，R² %6，最大误差 %7）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Highest rate</source>
        <translation>最高速率</translation>
    </message>
    <message>
        <source>Curve points</source>
        <translation>曲线点数</translation>
    </message>
    <message>
        <source>Training share %1: %2</source>
        <translation>训练比例 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Add to user catalog</source>
        <translation>加入用户部件库</translation>
    </message>
    <message>
        <source>Adds the fitted values to your user catalog, which the plans use at once; values not fitted keep the catalog&apos;s</source>
        <translation>将拟合值加入用户部件库，规划结果立即使用它们；未拟合的值保留部件库中的值</translation>
    </message>
    <message>
        <source>Export catalog layer…</source>
        <translation>导出部件库层文件…</translation>
    </message>
    <message>
        <source>Writes the fitted values as a catalog file for clusterplanner-cli --catalog FILE</source>
        <translation>将拟合值写为部件库文件，供 clusterplanner-cli --catalog FILE 使用</translation>
    </message>
    <message>
        <source>from the catalog&apos;s values</source>
        <translation>由部件库中的值推算</translation>
    </message>
    <message>
        <source>Values for the user catalog:</source>
        <translation>写入用户部件库的值：</translation>
    </message>
    <message>
        <source>Nothing to add: no fit gave a value of the model.</source>
        <translation>没有可加入的内容：没有任何拟合得出模型参数。</translation>
    </message>
    <message>
        <source>Nothing to export: no fit gave a value of the model.</source>
        <translation>没有可导出的内容：没有任何拟合得出模型参数。</translation>
    </message>
    <message>
        <source>The catalog layer was not written: %1</source>
        <translation>未写入部件库层文件：%1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n fitted value(s) to the user catalog %1.</source>
        <translation>
            <numerusform>已将 %n 个拟合值加入用户部件库 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export catalog layer</source>
        <translation>导出部件库层文件</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n fitted value(s) to %1; use it with clusterplanner-cli --catalog %1.</source>
        <translation>
            <numerusform>已将 %n 个拟合值写入 %1；可用 clusterplanner-cli --catalog %1 加载。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::CatalogItems</name>
    <message>
        <source>%1 — %2 × %3, %4 kW</source>
        <translation>%1 — %2 × %3，%4 kW</translation>
    </message>
    <message>
        <source>%1 — %2, %3 W</source>
        <translation>%1 — %2，%3 W</translation>
    </message>
    <message>
        <source>%1 — %2 × %3G</source>
        <translation>%1 — %2 × %3G</translation>
    </message>
    <message>
        <source>%1 — writes %2 GB/s</source>
        <translation>%1 — 写入 %2 GB/s</translation>
    </message>
</context>
<context>
    <name>cpui::CatalogTableModel</name>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>user, overrides shipped</source>
        <translation>用户，覆盖内置</translation>
    </message>
    <message>
        <source>shipped</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2（%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 × %2G: %3</source>
        <translation>%1 × %2G：%3</translation>
    </message>
    <message>
        <source>cable assembly</source>
        <translation>线缆组件</translation>
    </message>
    <message>
        <source>a transceiver at each end</source>
        <translation>两端各一个光模块</translation>
    </message>
    <message>
        <source>cable: %1</source>
        <translation>线缆：%1</translation>
    </message>
    <message>
        <source>%1 ends × %2 (%3) + fiber %4 (%5)</source>
        <translation>%1 端 × %2（%3）+ 光纤 %4（%5）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Ports × speed</source>
        <translation>端口数 × 速率</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>速率 (Gb/s)</translation>
    </message>
    <message>
        <source>Reach (%1)</source>
        <translation>传输距离 (%1)</translation>
    </message>
    <message>
        <source>Power per end (W)</source>
        <translation>每端功耗 (W)</translation>
    </message>
    <message>
        <source>Price per link (%1)</source>
        <translation>每条链路价格 (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>cpui::CompareChart</name>
    <message>
        <source>Checked metrics relative to the baseline</source>
        <translation>所选指标相对基准的比值</translation>
    </message>
    <message>
        <source>%1
%2: %3 the baseline</source>
        <translation>%1
%2：基准的 %3</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>× baseline (log scale)</source>
        <translation>× 基准（对数刻度）</translation>
    </message>
</context>
<context>
    <name>cpui::CompareTableModel</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>Grows with the cluster: compare the per-GPU rows</source>
        <translation>随集群规模增长：请比较按每 GPU 计的行</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1 does not compute this section</source>
        <translation>%1 未计算此部分</translation>
    </message>
    <message>
        <source>%1 is %2 of %3&apos;s value</source>
        <translation>%1 是 %3 数值的 %2</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1
(baseline)</source>
        <translation>%1
（基准）</translation>
    </message>
    <message>
        <source>Click to open %1 in the editor; right-click for more</source>
        <translation>单击在编辑器中打开 %1；右键查看更多操作</translation>
    </message>
</context>
<context>
    <name>cpui::CompareView</name>
    <message>
        <source>Add &amp;file…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Add &amp;current document</source>
        <translation>添加当前文档(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Add &amp;shipped profile</source>
        <translation>添加内置方案(&amp;S)</translation>
    </message>
    <message>
        <source>Open the selected profile in the editor</source>
        <translation>在编辑器中打开所选方案</translation>
    </message>
    <message>
        <source>&lt;b&gt;Profiles&lt;/b&gt; (2 to %1)</source>
        <translation>&lt;b&gt;方案&lt;/b&gt;（2 至 %1 个）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baseline&lt;/b&gt; (ratios are to it)</source>
        <translation>&lt;b&gt;基准&lt;/b&gt;（比值以它为准）</translation>
    </message>
    <message>
        <source>Add a profile to the comparison</source>
        <translation>向对比中添加方案</translation>
    </message>
    <message>
        <source>Profiles (*.json)</source>
        <translation>方案 (*.json)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 profiles; remove one first.</source>
        <translation>一次对比最多容纳 %1 个方案；请先移除一个。</translation>
    </message>
    <message>
        <source>%1 is already in the comparison.</source>
        <translation>%1 已在对比中。</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>没有打开的方案。</translation>
    </message>
    <message>
        <source>The current document is already in the comparison.</source>
        <translation>当前文档已在对比中。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Make baseline</source>
        <translation>设为基准</translation>
    </message>
    <message>
        <source>Remove from comparison</source>
        <translation>从对比中移除</translation>
    </message>
    <message>
        <source>Removed after the catalog changed:
%1</source>
        <translation>部件库变更后已移除：
%1</translation>
    </message>
    <message>
        <source>current document</source>
        <translation>当前文档</translation>
    </message>
    <message numerus="yes">
        <source>Add at least %n more profile(s) to compare.</source>
        <translation>
            <numerusform>至少再添加 %n 个方案才能对比。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 profiles. Check rows to chart them; click a column header to open that profile.</source>
        <translation>%1 / %2 个方案。勾选行以绘图；单击列标题打开该方案。</translation>
    </message>
    <message>
        <source>Add profiles to the comparison first.</source>
        <translation>请先向对比中添加方案。</translation>
    </message>
    <message>
        <source>Add at least two profiles to the comparison first.</source>
        <translation>请先向对比中添加至少两个方案。</translation>
    </message>
    <message>
        <source>Export the comparison chart</source>
        <translation>导出对比图</translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>cpui::CoreTerms</name>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>super-spine</source>
        <translation>超级脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>额外</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>network switches</source>
        <translation>网络交换机</translation>
    </message>
    <message>
        <source>optics and cables</source>
        <translation>光模块与线缆</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>rest of node (CPUs, memory, fans, PSU loss)</source>
        <translation>节点其余部分（CPU、内存、风扇、电源损耗）</translation>
    </message>
    <message>
        <source>transceivers and active cables</source>
        <translation>光模块与有源线缆</translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>other IT (share of node power)</source>
        <translation>其他 IT（按节点功耗比例）</translation>
    </message>
    <message>
        <source>switches %1</source>
        <translation>交换机（%1）</translation>
    </message>
    <message>
        <source>frontend</source>
        <translation>前端</translation>
    </message>
    <message>
        <source>management</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>active cable</source>
        <translation>有源线缆</translation>
    </message>
    <message>
        <source>switch end</source>
        <translation>交换机端</translation>
    </message>
    <message>
        <source>host end</source>
        <translation>主机端</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4</source>
        <translation>%1：%2 %3，%4</translation>
    </message>
</context>
<context>
    <name>cpui::DesignEditor</name>
    <message>
        <source>Profile</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Power &amp; cost</source>
        <translation>功耗与成本</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>模型结构</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Published run</source>
        <translation>公开训练记录</translation>
    </message>
</context>
<context>
    <name>cpui::DesignReport</name>
    <message>
        <source>Not computed for this profile.</source>
        <translation>此方案未计算该项。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>ClusterPlanner design report</source>
        <translation>ClusterPlanner 设计报告</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>%1 GPUs (%2) in %3 nodes (%4)</source>
        <translation>%1 块 GPU（%2），%3 个节点（%4）</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>ClusterPlanner</source>
        <translation>ClusterPlanner</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Catalog files</source>
        <translation>部件库文件</translation>
    </message>
    <message>
        <source>Every figure is computed by ClusterPlanner from the profile and the catalog above; section 2 shows how each headline figure was obtained and the last section lists every value assumed, with its source. Prices are assumptions to be checked.</source>
        <translation>所有数字均由 ClusterPlanner 根据上述方案和部件库计算得出；第 2 节说明各主要数字的来历，最后一节列出所有假设值及其来源。价格为假设值，需核实。</translation>
    </message>
    <message>
        <source>1. Summary</source>
        <translation>1. 摘要</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>2. How the figures were obtained</source>
        <translation>2. 数字的来历</translation>
    </message>
    <message>
        <source>The plan carries no explanation for this number.</source>
        <translation>规划结果中没有此数字的说明。</translation>
    </message>
    <message>
        <source>source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>3. Network topology</source>
        <translation>3. 网络拓扑</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>Network %1</source>
        <translation>网络 %1</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Radix</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Ports down / up</source>
        <translation>下行 / 上行端口</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>Populated</source>
        <translation>已接入</translation>
    </message>
    <message>
        <source>Links up</source>
        <translation>上行链路</translation>
    </message>
    <message>
        <source>listed extras</source>
        <translation>列出的额外交换机</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功耗 (kW)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>4. Power and cost</source>
        <translation>4. 功耗与成本</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit (W)</source>
        <translation>单件 (W)</translation>
    </message>
    <message>
        <source>Nameplate (kW)</source>
        <translation>铭牌功耗 (kW)</translation>
    </message>
    <message>
        <source>Average (kW)</source>
        <translation>平均功耗 (kW)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>Facility (× PUE)</source>
        <translation>设施（× PUE）</translation>
    </message>
    <message>
        <source>Energy %1 MWh per year · electricity %2 per year · %3 t CO₂ per year · %4 kW per compute rack</source>
        <translation>年耗电 %1 MWh · 年电费 %2 · 年碳排放 %3 吨 CO₂ · 每计算机柜 %4 kW</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Amounts in %1 at %2 %1 per USD, an assumption set in Preferences; the plan is in USD.</source>
        <translation>金额以 %1 计，汇率 %2 %1/USD（在首选项中设定的假设值）；规划结果以 USD 计。</translation>
    </message>
    <message>
        <source>Cost item</source>
        <translation>成本项</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Hardware: %1</source>
        <translation>硬件：%1</translation>
    </message>
    <message>
        <source>%1% of hardware</source>
        <translation>硬件的 %1%</translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation>硬件资本支出</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <source>Facility capex</source>
        <translation>设施资本支出</translation>
    </message>
    <message>
        <source>building, power, cooling</source>
        <translation>建筑、供电、制冷</translation>
    </message>
    <message>
        <source>Amortisation per year</source>
        <translation>每年折旧摊销</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>每年耗电</translation>
    </message>
    <message>
        <source>Colocation per year</source>
        <translation>每年托管费</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>每年维保</translation>
    </message>
    <message>
        <source>Software per year</source>
        <translation>每年软件费</translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation>每年总拥有成本</translation>
    </message>
    <message>
        <source>%1 per delivered GPU-hour</source>
        <translation>每交付 GPU 时 %1</translation>
    </message>
    <message>
        <source>5. Reliability</source>
        <translation>5. 可靠性</translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation>故障类别</translation>
    </message>
    <message>
        <source>MTTF per unit (h)</source>
        <translation>单件 MTTF（小时）</translation>
    </message>
    <message>
        <source>Failures per day</source>
        <translation>每天故障数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>(does not stop the job)</source>
        <translation>（不中断作业）</translation>
    </message>
    <message>
        <source>6. Bill of materials</source>
        <translation>6. 物料清单</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价 (%1)</translation>
    </message>
    <message>
        <source>Extended (%1)</source>
        <translation>总价 (%1)</translation>
    </message>
    <message>
        <source>Unit W</source>
        <translation>单件 W</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>7. Assumptions and sources</source>
        <translation>7. 假设与来源</translation>
    </message>
    <message>
        <source>Every catalog value and profile input the plan used. A source starting with &quot;assumption&quot; has no published value behind it.</source>
        <translation>规划结果用到的所有部件库数值和方案输入。来源以 &quot;assumption&quot; 开头的数值没有公开资料支撑。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Value of</source>
        <translation>数值项</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1: design report</source>
        <translation>%1：设计报告</translation>
    </message>
    <message>
        <source>%1: is a folder, expected a file name; nothing was written</source>
        <translation>%1：这是一个文件夹，需要文件名；未写入任何内容</translation>
    </message>
    <message>
        <source>%1: the folder does not exist; nothing was written</source>
        <translation>%1：文件夹不存在；未写入任何内容</translation>
    </message>
    <message>
        <source>ClusterPlanner design report · %1</source>
        <translation>ClusterPlanner 设计报告 · %1</translation>
    </message>
    <message>
        <source>%1: the PDF could not be drawn; the file was not changed</source>
        <translation>%1：无法绘制 PDF；文件未更改</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>已写入 %1（%2 页）</translation>
    </message>
    <message>
        <source> (replaced the existing file)</source>
        <translation>（已替换原有文件）</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>没有打开的方案。</translation>
    </message>
    <message>
        <source>A job on %1 GPUs (%2 nodes) fails every %3 h (%4 failures per day). Checkpointing every %5 min (optimum %6 min, training stopped %7 min each, restart %8 min) gives ETTR %9.</source>
        <translation>%1 块 GPU（%2 个节点）上的作业每 %3 小时故障一次（每天 %4 次故障）。每 %5 分钟做一次检查点（最优 %6 分钟，每次训练停顿 %7 分钟，重启 %8 分钟），有效训练时间比（ETTR）为 %9。</translation>
    </message>
    <message>
        <source>Spares: %1 nodes held, %2 needed for %3% availability.</source>
        <translation>备用：保有 %1 个节点，达到 %3% 可用性需 %2 个。</translation>
    </message>
    <message>
        <source>%1 · %2 Gb/s links · %3 · %4 × %5 · %6 switches, %7 switch links, %8 endpoint links; room for %9 endpoints</source>
        <translation>%1 · %2 Gb/s 链路 · %3 · %4 × %5 · %6 台交换机，%7 条交换机间链路，%8 条端点链路；可容纳 %9 个端点</translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n 个区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 racks in %2 · %3 cables, %4% copper · %5 transceivers · longest %6</source>
        <translation>%1 个机柜，%2 · %3 条线缆，铜缆占 %4% · %5 个光模块 · 最长 %6</translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s)</source>
        <translation>
            <numerusform>%n 个机房</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::Document</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a ClusterPlanner recovery file</source>
        <translation>%1 不是 ClusterPlanner 恢复文件</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>New cluster</source>
        <translation>新集群</translation>
    </message>
    <message>
        <source>The open profile does not work with this catalog, so the catalog was not changed: %1</source>
        <translation>当前打开的方案与此部件库不兼容，因此部件库未更改：%1</translation>
    </message>
</context>
<context>
    <name>cpui::ExplorerView</name>
    <message>
        <source>%v of %m points</source>
        <translation>%v / %m 个点</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Click a study to run it, or sweep an input of the open profile.</source>
        <translation>单击一项研究即可运行，或对当前方案的某个输入做参数扫描。</translation>
    </message>
    <message>
        <source>Studies</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>One click runs a study.</source>
        <translation>单击即运行一项研究。</translation>
    </message>
    <message>
        <source>A JSON path into the profile (docs/profile-format.md); pick one or type any</source>
        <translation>方案中的 JSON 路径（见 docs/profile-format.md）；可从列表选择或直接输入</translation>
    </message>
    <message>
        <source>log</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Geometric spacing (both ends above zero)</source>
        <translation>等比间隔（两端均须大于零）</translation>
    </message>
    <message>
        <source>or a list: 512, 1024, 4096</source>
        <translation>或列出数值：512, 1024, 4096</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Second input</source>
        <translation>第二个输入</translation>
    </message>
    <message>
        <source>From</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Ad-hoc sweep on the open profile</source>
        <translation>对当前方案做临时参数扫描</translation>
    </message>
    <message>
        <source>Vary a second input (a grid)</source>
        <translation>同时改变第二个输入（网格）</translation>
    </message>
    <message>
        <source>A plan number: pick one or type a JSON path into the plan (docs/cli.md)</source>
        <translation>规划结果中的数值：从列表选择或输入规划结果中的 JSON 路径（见 docs/cli.md）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <source>Wheel zooms, drag pans, a legend entry hides its series; hover a point for its values.</source>
        <translation>滚轮缩放，拖动平移，单击图例隐藏对应序列；悬停在点上查看数值。</translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation>导出 %1…</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Double-click a row to open its design as a new profile</source>
        <translation>双击一行，将其设计作为新方案打开</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Open a profile to sweep its inputs.</source>
        <translation>打开一个方案以扫描其输入。</translation>
    </message>
    <message>
        <source>Input %1: &quot;%2&quot; is not a number.</source>
        <translation>输入 %1：&quot;%2&quot; 不是数字。</translation>
    </message>
    <message>
        <source>Ad-hoc sweep of %1</source>
        <translation>%1 的临时参数扫描</translation>
    </message>
    <message>
        <source>%1 as %2 varies</source>
        <translation>%1 随 %2 的变化</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>Stopping the running sweep…</source>
        <translation>正在停止运行中的扫描…</translation>
    </message>
    <message>
        <source>Running 1 point…</source>
        <translation>正在运行 1 个点…</translation>
    </message>
    <message>
        <source>Running %1 points…</source>
        <translation>正在运行 %1 个点…</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 points.</source>
        <translation>已在 %2 个点中的第 %1 个后取消。</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 个点</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 个点</translation>
    </message>
    <message>
        <source> in %1 s.</source>
        <translation>，用时 %1 秒。</translation>
    </message>
    <message>
        <source> 1 point refused by the profile loader (the Table says why).</source>
        <translation> 1 个点被方案加载器拒绝（原因见表格）。</translation>
    </message>
    <message>
        <source> %1 points refused by the profile loader (the Table says why).</source>
        <translation> %1 个点被方案加载器拒绝（原因见表格）。</translation>
    </message>
    <message>
        <source> Pareto front: %1 of the designs; click a point to open it.</source>
        <translation> 帕累托前沿：%1 个设计；单击点即可打开。</translation>
    </message>
    <message>
        <source>There is no such point.</source>
        <translation>没有这个点。</translation>
    </message>
    <message>
        <source>This point has no valid design: %1</source>
        <translation>该点没有有效设计：%1</translation>
    </message>
    <message>
        <source>it was not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot; as a new profile.</source>
        <translation>已将 &quot;%1&quot; 作为新方案打开。</translation>
    </message>
    <message>
        <source>There is no chart to export yet.</source>
        <translation>尚无可导出的图表。</translation>
    </message>
    <message>
        <source>There are no rows to export yet.</source>
        <translation>尚无可导出的行。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>No sweep run yet</source>
        <translation>尚未运行参数扫描</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source> P10–P90 bands: each point sampled %1 times under its default ranges in %2 s.</source>
        <translation> P10–P90 区间：每个点在其默认范围下抽样 %1 次，用时 %2 秒。</translation>
    </message>
</context>
<context>
    <name>cpui::FormulaReferenceDialog</name>
    <message>
        <source>Formula reference</source>
        <translation>公式参考</translation>
    </message>
    <message>
        <source>Filter keys…</source>
        <translation>筛选键名…</translation>
    </message>
    <message>
        <source>The formula reference is missing from this build.</source>
        <translation>此版本中缺少公式参考。</translation>
    </message>
    <message>
        <source>How each number of the plan is computed: the key names the number in the Overview&apos;s why panel, the Details tree and the CLI&apos;s --explain.</source>
        <translation>规划结果中每个数字的计算方法：键名对应概览页“为什么”面板、详情树和命令行 --explain 中的数字。</translation>
    </message>
</context>
<context>
    <name>cpui::ListTableEditor</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Remove the selected %1</source>
        <translation>移除所选%1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除%1</translation>
    </message>
</context>
<context>
    <name>cpui::MainWindow</name>
    <message>
        <source>Cluster profiles (*.json);;All files (*)</source>
        <translation>集群方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>BOM</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Power &amp;&amp; cost</source>
        <translation>功耗与成本</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation>权衡分析</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation>无法打开该设计</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Double-click a problem to go to its field</source>
        <translation>双击问题可跳转到对应字段</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>The formula reference has no section for %1</source>
        <translation>公式参考中没有 %1 的章节</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>部件库(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Browse parts…</source>
        <translation>浏览部件(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Formula reference…</source>
        <translation>公式参考(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Reference designs…</source>
        <translation>参考设计(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation>关于 ClusterPlanner(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1[*] — ClusterPlanner</source>
        <translation>%1[*] — ClusterPlanner</translation>
    </message>
    <message>
        <source>ClusterPlanner</source>
        <translation>ClusterPlanner</translation>
    </message>
    <message>
        <source>&lt;i&gt;No profile open. Use File › Open or File › New.&lt;/i&gt;</source>
        <translation>&lt;i&gt;没有打开的方案。请使用 文件 › 打开 或 文件 › 新建。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>input: %1: %2</source>
        <translation>输入：%1：%2</translation>
    </message>
    <message>
        <source>design: %1: %2</source>
        <translation>设计：%1：%2</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>没有问题。</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 卡</translation>
    </message>
    <message>
        <source> · %1 switches</source>
        <translation> · %1 台交换机</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>已恢复未保存的工作</translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot create a profile</source>
        <translation>无法创建方案</translation>
    </message>
    <message>
        <source>Open profile</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save profile as</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Discard your changes and reload %1?</source>
        <translation>放弃更改并重新加载 %1？</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>&amp;Calibrate from measurements…</source>
        <translation>根据实测数据校准(&amp;C)…</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>BOM &amp;spreadsheet (XLSX)…</source>
        <translation>物料清单表格 (XLSX)(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;BOM (CSV)…</source>
        <translation>物料清单 (CSV)(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Cable plan (CSV)…</source>
        <translation>布线表 (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <source>Design &amp;report (PDF)…</source>
        <translation>设计报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Topology diagram (PNG)…</source>
        <translation>拓扑图 (PNG)(&amp;T)…</translation>
    </message>
    <message>
        <source>Topology diagram (S&amp;VG)…</source>
        <translation>拓扑图 (SVG)(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Power and cost charts (PNG)…</source>
        <translation>功耗与成本图表 (PNG)(&amp;P)…</translation>
    </message>
    <message>
        <source>No design open</source>
        <translation>未打开设计</translation>
    </message>
    <message numerus="yes">
        <source>ClusterPlanner closed with unsaved changes (%n recovery file(s)). Restore the most recent?</source>
        <translation>
            <numerusform>ClusterPlanner 关闭时有未保存的更改（%n 个恢复文件）。要恢复最近的一个吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the design report</source>
        <translation>导出设计报告</translation>
    </message>
    <message>
        <source>Export the topology diagram</source>
        <translation>导出拓扑图</translation>
    </message>
    <message>
        <source>Export the power and cost charts</source>
        <translation>导出功耗与成本图表</translation>
    </message>
    <message>
        <source>Export the BOM spreadsheet</source>
        <translation>导出物料清单表格</translation>
    </message>
    <message>
        <source>Export the BOM as CSV</source>
        <translation>将物料清单导出为 CSV</translation>
    </message>
    <message>
        <source>Export the cable plan</source>
        <translation>导出布线表</translation>
    </message>
    <message>
        <source>Optimize</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
</context>
<context>
    <name>cpui::MetricTerms</name>
    <message>
        <source>dense peak</source>
        <translation>稠密峰值</translation>
    </message>
    <message>
        <source>measured GEMM</source>
        <translation>实测 GEMM</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>t</source>
        <translation>吨</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>per kUSD</source>
        <translation>每千美元</translation>
    </message>
    <message>
        <source>million</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>trillion</source>
        <translation>万亿</translation>
    </message>
    <message>
        <source>TFLOPS per kUSD</source>
        <translation>TFLOPS/千美元</translation>
    </message>
</context>
<context>
    <name>cpui::ModelPresetBar</name>
    <message>
        <source>Replaces the workload&apos;s model with a published one and switches to the step-time model</source>
        <translation>用已发表的模型替换工作负载的模型，并改用步时模型</translation>
    </message>
    <message>
        <source>Insert a model preset…</source>
        <translation>插入模型预设…</translation>
    </message>
    <message>
        <source>Insert model %1</source>
        <translation>插入模型 %1</translation>
    </message>
</context>
<context>
    <name>cpui::NetworkEditor</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add a management, frontend, storage or compute network</source>
        <translation>添加管理、前端、存储或计算网络</translation>
    </message>
    <message>
        <source>Add a copy of this network under a new name</source>
        <translation>以新名称添加此网络的副本</translation>
    </message>
    <message>
        <source>Remove this network (a profile keeps at least one)</source>
        <translation>移除此网络（方案至少保留一个）</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Per tier</source>
        <translation>各层设置</translation>
    </message>
    <message>
        <source>Placement and media</source>
        <translation>位置与介质</translation>
    </message>
    <message>
        <source>Other hosts</source>
        <translation>其他主机</translation>
    </message>
    <message>
        <source>host group</source>
        <translation>主机组</translation>
    </message>
    <message>
        <source>Extra switches</source>
        <translation>额外交换机</translation>
    </message>
    <message>
        <source>extra switch</source>
        <translation>额外交换机</translation>
    </message>
    <message>
        <source>Management network (one port per node, server and switch)</source>
        <translation>管理网络（每个节点、服务器和交换机各一个端口）</translation>
    </message>
    <message>
        <source>Frontend network</source>
        <translation>前端网络</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>Compute network</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>Duplicate network</source>
        <translation>复制网络</translation>
    </message>
    <message>
        <source>Remove network</source>
        <translation>移除网络</translation>
    </message>
    <message>
        <source>Add %1 network</source>
        <translation>添加%1网络</translation>
    </message>
    <message>
        <source>Leaf classes</source>
        <translation>叶交换机类别</translation>
    </message>
    <message>
        <source>Hosts of one kind on leaves of their own at their own down:up ratio</source>
        <translation>同类主机接入自己的叶交换机，按各自的下行:上行比例</translation>
    </message>
    <message>
        <source>leaf class</source>
        <translation>叶交换机类别</translation>
    </message>
</context>
<context>
    <name>cpui::OptimizeSpecDialog</name>
    <message>
        <source>%1: the changes are not JSON (%2)</source>
        <translation>%1：更改不是 JSON（%2）</translation>
    </message>
    <message>
        <source>%1: expected an object of profile path → value, as {&quot;/compute/node_type&quot;: &quot;hgx-h100&quot;}</source>
        <translation>%1：应为“方案路径 → 值”的对象，例如 {&quot;/compute/node_type&quot;: &quot;hgx-h100&quot;}</translation>
    </message>
    <message>
        <source>Edit optimize specification</source>
        <translation>编辑优化规格</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>问题(&amp;Q)：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>&amp;Base design:</source>
        <translation>基础设计(&amp;B)：</translation>
    </message>
    <message>
        <source>changes to the base, as {&quot;/workload/parallelism&quot;: {}}</source>
        <translation>对基础设计的更改，例如 {&quot;/workload/parallelism&quot;: {}}</translation>
    </message>
    <message>
        <source>Base &amp;changes:</source>
        <translation>基础更改(&amp;C)：</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>一个节点</translation>
    </message>
    <message>
        <source>GPUs from:</source>
        <translation>GPU 数自：</translation>
    </message>
    <message>
        <source>GPUs to:</source>
        <translation>GPU 数至：</translation>
    </message>
    <message>
        <source>GPU step:</source>
        <translation>GPU 步长：</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Add &amp;limit</source>
        <translation>添加限制(&amp;L)</translation>
    </message>
    <message>
        <source>Remove limit</source>
        <translation>删除限制</translation>
    </message>
    <message>
        <source>Pareto x:</source>
        <translation>帕累托 x：</translation>
    </message>
    <message>
        <source>Pareto y:</source>
        <translation>帕累托 y：</translation>
    </message>
    <message>
        <source>&amp;Alternatives kept:</source>
        <translation>保留备选数(&amp;A)：</translation>
    </message>
    <message>
        <source>Decision space: every combination of one option per dimension</source>
        <translation>决策空间：每个维度取一个选项的所有组合</translation>
    </message>
    <message>
        <source>Dimension / option</source>
        <translation>维度 / 选项</translation>
    </message>
    <message>
        <source>Changes (profile path → JSON value)</source>
        <translation>更改（方案路径 → JSON 值）</translation>
    </message>
    <message>
        <source>Add &amp;dimension</source>
        <translation>添加维度(&amp;D)</translation>
    </message>
    <message>
        <source>Add &amp;option</source>
        <translation>添加选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>new dimension</source>
        <translation>新维度</translation>
    </message>
    <message>
        <source>new option</source>
        <translation>新选项</translation>
    </message>
    <message>
        <source>Written in the specification: %1</source>
        <translation>写在规格中：%1</translation>
    </message>
    <message>
        <source>Profile file: %1</source>
        <translation>方案文件：%1</translation>
    </message>
    <message>
        <source>The open design: %1</source>
        <translation>当前打开的设计：%1</translation>
    </message>
    <message>
        <source>Base changes</source>
        <translation>基础更改</translation>
    </message>
    <message>
        <source>Dimension &quot;%1&quot;, option &quot;%2&quot;</source>
        <translation>维度“%1”，选项“%2”</translation>
    </message>
    <message>
        <source>Limit %1 (%2): &quot;%3&quot; is not a number</source>
        <translation>限制 %1（%2）：“%3”不是数字</translation>
    </message>
    <message>
        <source>Save optimize specification as</source>
        <translation>将优化规格另存为</translation>
    </message>
    <message>
        <source>Optimize specifications (*.json)</source>
        <translation>优化规格 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>目标(&amp;O)：</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>Leave a bound empty for none; a metric better higher (MFU, ETTR) is maximised as objective</source>
        <translation>留空表示无此界限；越高越好的指标（MFU、ETTR）作为目标时取最大值</translation>
    </message>
    <message>
        <source>Limit %1 (%2): give &quot;At least&quot;, &quot;At most&quot; or both</source>
        <translation>限制 %1（%2）：请填写“下限”、“上限”或两者</translation>
    </message>
    <message>
        <source>the metric&apos;s usual direction</source>
        <translation>按指标的通常方向</translation>
    </message>
    <message>
        <source>minimise</source>
        <translation>最小化</translation>
    </message>
    <message>
        <source>maximise</source>
        <translation>最大化</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>方向(&amp;G)：</translation>
    </message>
    <message>
        <source>Among designs whose objective ties, the better value of this metric wins</source>
        <translation>目标值相同的设计中，此指标更优者胜出</translation>
    </message>
    <message>
        <source>&amp;Then by:</source>
        <translation>其次按(&amp;T)：</translation>
    </message>
    <message>
        <source>each family&apos;s best</source>
        <translation>每个设计族的最佳</translation>
    </message>
    <message>
        <source>any designs</source>
        <translation>任意设计</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>排名(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>cpui::OptimizeView</name>
    <message>
        <source>%1, millions</source>
        <translation>%1（百万）</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Use the best design</source>
        <translation>采用最佳设计(&amp;U)</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Open a specification…</source>
        <translation>打开优化规格…</translation>
    </message>
    <message>
        <source>Run searches every combination of the specification&apos;s options.</source>
        <translation>运行将搜索规格中各选项的每种组合。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>best design</source>
        <translation>最佳设计</translation>
    </message>
    <message>
        <source>Open an optimize specification</source>
        <translation>打开优化规格</translation>
    </message>
    <message>
        <source>Optimize specifications (*.json)</source>
        <translation>优化规格 (*.json)</translation>
    </message>
    <message>
        <source>No design meets every limit.</source>
        <translation>没有设计满足全部限制。</translation>
    </message>
    <message>
        <source>Use the optimized design</source>
        <translation>采用优化后的设计</translation>
    </message>
    <message>
        <source>No search run yet</source>
        <translation>尚未运行搜索</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>%p% of the families</source>
        <translation>设计族已完成 %p%</translation>
    </message>
    <message>
        <source>Run the search: the leading designs are listed above, and here how the search went and what each leading design is.</source>
        <translation>运行搜索后：上方列出领先的设计，这里说明搜索的经过以及每个领先设计的内容。</translation>
    </message>
    <message>
        <source>%1 candidate designs in %2 families: %3 evaluated, the rest excluded by lower bounds that hold (%4 families pruned, %5 without a feasible design) in %6 s%7</source>
        <translation>%2 个设计族中共 %1 个候选设计：评估 %3 个，其余由始终成立的下界排除（剪枝 %4 个设计族，%5 个无可行设计），用时 %6 秒%7</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the ranking, the Pareto front and the best design per option as XLSX or CSV</source>
        <translation>将排名、帕累托前沿和每个选项的最佳设计保存为 XLSX 或 CSV</translation>
    </message>
    <message>
        <source>Export the optimizer&apos;s answer</source>
        <translation>导出优化结果</translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx);;CSV (*.csv)</source>
        <translation>电子表格 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Run the search first: there is no answer to export</source>
        <translation>请先运行搜索：还没有可导出的结果</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .xlsx or .csv</source>
        <translation>%1：请选择以 .xlsx 或 .csv 结尾的文件</translation>
    </message>
</context>
<context>
    <name>cpui::OptionalNumberField</name>
    <message>
        <source>Give a value (unchecked: %1)</source>
        <translation>指定数值（不勾选：%1）</translation>
    </message>
</context>
<context>
    <name>cpui::OrderedChoiceList</name>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the selected dimension inwards (closer ranks)</source>
        <translation>将所选维度向内移（编号相邻的进程）</translation>
    </message>
    <message>
        <source>Move the selected dimension outwards (farther ranks)</source>
        <translation>将所选维度向外移（编号较远的进程）</translation>
    </message>
</context>
<context>
    <name>cpui::OverviewCards</name>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation>硬件资本支出</translation>
    </message>
    <message>
        <source>IT power (nameplate)</source>
        <translation>IT 功耗（铭牌）</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施功耗</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>每年耗电</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>ETTR (goodput)</source>
        <translation>有效训练时间比 (ETTR)</translation>
    </message>
    <message>
        <source>No plan yet: open a profile to see its headline figures.</source>
        <translation>尚无规划结果：打开一个方案以查看主要指标。</translation>
    </message>
    <message>
        <source>Why %1?</source>
        <translation>%1 是怎么算的？</translation>
    </message>
    <message>
        <source>Not computed: the plan has no %1 section for this profile.</source>
        <translation>未计算：此方案的规划结果中没有 %1 部分。</translation>
    </message>
    <message>
        <source>The plan carries no explanation for this number.</source>
        <translation>规划结果中没有此数字的说明。</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>With the values</source>
        <translation>代入数值</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Formula reference</source>
        <translation>公式参考</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>%1 nodes × %2</source>
        <translation>%1 个节点 × %2</translation>
    </message>
    <message>
        <source>%1 cables · copper %2%</source>
        <translation>%1 条线缆 · 铜缆 %2%</translation>
    </message>
    <message>
        <source>%1 per GPU · network %2%</source>
        <translation>每 GPU %1 · 网络占 %2%</translation>
    </message>
    <message>
        <source> · PUE %1</source>
        <translation> · PUE %1</translation>
    </message>
    <message>
        <source>%1 facility%2</source>
        <translation>设施 %1%2</translation>
    </message>
    <message>
        <source>%1 on average%2</source>
        <translation>平均 %1%2</translation>
    </message>
    <message>
        <source>GWh</source>
        <translation>GWh</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>%1 electricity · %2 t CO₂</source>
        <translation>电费 %1 · %2 吨 CO₂</translation>
    </message>
    <message>
        <source>%1 per delivered GPU-hour</source>
        <translation>每交付 GPU 时 %1</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>goodput %1 · run %2</source>
        <translation>有效产出 %1 · 训练费用 %2</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>job MTTF %1 h · %2 failures per day</source>
        <translation>作业 MTTF %1 小时 · 每天 %2 次故障</translation>
    </message>
    <message>
        <source>in-memory recovery %1</source>
        <translation>内存恢复 %1</translation>
    </message>
    <message>
        <source>%1 at the optimum</source>
        <translation>最优时 %1</translation>
    </message>
    <message>
        <source>checkpoint every %1 min · %2</source>
        <translation>每 %1 分钟一次检查点 · %2</translation>
    </message>
    <message>
        <source>source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Not computed for this profile.</source>
        <translation>此方案未计算该项。</translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation>每年总拥有成本</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>Time to first failure</source>
        <translation>首次故障时间</translation>
    </message>
    <message>
        <source>MFU %1% · step %2 s (step-time model)</source>
        <translation>MFU %1% · 每步 %2 秒（步时模型）</translation>
    </message>
    <message>
        <source>%1 FLOPs at %2, MFU %3% (given)</source>
        <translation>%1 FLOPs，精度 %2，MFU %3%（给定）</translation>
    </message>
    <message numerus="yes">
        <source>%1 switch links · %n network(s)</source>
        <translation>
            <numerusform>%1 条交换机间链路 · %n 个网络</numerusform>
        </translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>%1 failures per day</source>
        <translation>每天 %1 次故障</translation>
    </message>
    <message>
        <source>P10–P90: %1 – %2</source>
        <translation>P10–P90：%1 – %2</translation>
    </message>
    <message>
        <source>From the last run of this design&apos;s ranges on the Uncertainty tab</source>
        <translation>来自“不确定性”页对本设计范围的最近一次运行</translation>
    </message>
</context>
<context>
    <name>cpui::Part</name>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>cpui::PartEditorDialog</name>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>A new %1 in your user catalog.</source>
        <translation>用户部件库中的新%1。</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>编辑%1 %2</translation>
    </message>
    <message>
        <source>Your entry for %1 overrides the shipped part with the same id.</source>
        <translation>你的 %1 条目覆盖了同一 ID 的内置部件。</translation>
    </message>
    <message>
        <source>An entry of your user catalog.</source>
        <translation>用户部件库中的条目。</translation>
    </message>
    <message>
        <source>Override %1 %2</source>
        <translation>覆盖%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is shipped with ClusterPlanner.&lt;/b&gt; Saving puts a copy with the same id into your user catalog, which &lt;b&gt;overrides the shipped part&lt;/b&gt; everywhere; delete it there to go back.</source>
        <translation>&lt;b&gt;%1 是 ClusterPlanner 内置部件。&lt;/b&gt;保存后会以相同 ID 在用户部件库中放入一份副本，它将在所有地方&lt;b&gt;覆盖内置部件&lt;/b&gt;；在用户部件库中删除它即可恢复。</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message>
        <source>A copy in your user catalog under a new id. Values you leave as they are keep their sources.</source>
        <translation>以新 ID 在用户部件库中创建副本。未修改的数值保留其来源。</translation>
    </message>
    <message>
        <source>where the numbers come from: a quote, a datasheet, an estimate…</source>
        <translation>数值从何而来：报价、规格书、估算…</translation>
    </message>
    <message>
        <source>Values you change get the source &quot;user: &lt;this note&gt;&quot;; prices &quot;assumption: user: &lt;this note&gt;&quot;.</source>
        <translation>你修改的数值来源记为 &quot;user: &lt;此说明&gt;&quot;；价格记为 &quot;assumption: user: &lt;此说明&gt;&quot;。</translation>
    </message>
    <message>
        <source>Source of your values:</source>
        <translation>数值来源：</translation>
    </message>
    <message>
        <source>— (not published)</source>
        <translation>—（未公布）</translation>
    </message>
    <message>
        <source>— (none)</source>
        <translation>—（无）</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Lowercase letters, digits, &apos;-&apos;, &apos;.&apos;, &apos;_&apos;; profiles refer to the part by this id</source>
        <translation>小写字母、数字、&apos;-&apos;、&apos;.&apos;、&apos;_&apos;；方案通过此 ID 引用该部件</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation>厂商：</translation>
    </message>
    <message>
        <source>Peak dense %1:</source>
        <translation>稠密 %1 峰值：</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>Compute NICs:</source>
        <translation>计算网卡：</translation>
    </message>
    <message>
        <source>Storage NICs:</source>
        <translation>存储网卡：</translation>
    </message>
    <message>
        <source>Frontend NICs:</source>
        <translation>前端网卡：</translation>
    </message>
    <message>
        <source>Measured GEMM %1 per GPU:</source>
        <translation>每 GPU 实测 GEMM %1：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速率：</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>类别：</translation>
    </message>
    <message>
        <source>Pluggable ends (0 = cable assembly, 2 = transceivers):</source>
        <translation>可插拔端数（0 = 线缆组件，2 = 光模块）：</translation>
    </message>
    <message>
        <source>Twin-port module (optional):</source>
        <translation>双端口模块（可选）：</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>The radix at each link speed, breakout included (e.g. 64 × 400 Gb/s and 128 × 200 Gb/s)</source>
        <translation>各链路速率下的端口数，含拆分（例如 64 × 400 Gb/s 和 128 × 200 Gb/s）</translation>
    </message>
    <message>
        <source>Add mode</source>
        <translation>添加模式</translation>
    </message>
    <message>
        <source>Remove mode</source>
        <translation>移除模式</translation>
    </message>
    <message>
        <source>Port modes:</source>
        <translation>端口模式：</translation>
    </message>
    <message>
        <source> ports</source>
        <translation> 个端口</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>user: %1</source>
        <translation>user: %1</translation>
    </message>
    <message>
        <source>entered in the catalog editor</source>
        <translation>在部件编辑器中录入</translation>
    </message>
    <message>
        <source>assumption: %1</source>
        <translation>assumption: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a %2 in the catalog; choose another id, or select that part and use Edit… (Override… for a shipped part) to change it</source>
        <translation>&quot;%1&quot; 已是部件库中的%2；请换一个 ID，或选中该部件并使用“编辑…”（内置部件用“覆盖…”）来修改</translation>
    </message>
</context>
<context>
    <name>cpui::PerformanceView</name>
    <message>
        <source>Split</source>
        <translation>并行切分</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Why slower</source>
        <translation>为何更慢</translation>
    </message>
    <message>
        <source>No plan yet: open a profile to see its step time.</source>
        <translation>尚无规划结果：打开一个方案以查看其步时。</translation>
    </message>
    <message>
        <source>Training speed comes from a flat MFU of %1. Choose &apos;%2&apos; under %3 › %4, or insert a model preset in %5, to see the step time.</source>
        <translation>训练速度来自固定的 MFU（%1）。在 %3 › %4 中选择“%2”，或在%5中插入模型预设，即可查看步时。</translation>
    </message>
    <message>
        <source>The step-time model did not run for this plan: the Problems list says why.</source>
        <translation>此规划结果未运行步时模型：原因见“问题”列表。</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs · step time %3 · %4 tokens/s · MFU %5 · HFU %6</source>
        <translation>使用 %1 / %2 个 GPU · 步时 %3 · %4 Token/s · MFU %5 · HFU %6</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>PP sends</source>
        <translation>PP 发送</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Step time %1: where it goes</source>
        <translation>步时 %1 的构成</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>output logits</source>
        <translation>输出 logits</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 usable</source>
        <translation>每 GPU 显存 %1，可用 %2</translation>
    </message>
    <message>
        <source>Memory per GPU %1: over the %2 usable</source>
        <translation>每 GPU 显存 %1：超出可用的 %2</translation>
    </message>
    <message>
        <source>The best split first, then the runner-ups of other shapes: the search considered %1 configurations and timed %2.</source>
        <translation>最佳切分在前，其后是其他形状的次优切分：搜索考察了 %1 种配置，完整计时 %2 种。</translation>
    </message>
    <message>
        <source>The profile fixes every dimension of the split: there was nothing to search.</source>
        <translation>方案固定了切分的每个维度：无需搜索。</translation>
    </message>
    <message>
        <source>fastest that fits</source>
        <translation>放得下的最快切分</translation>
    </message>
    <message>
        <source>the profile&apos;s split</source>
        <translation>方案给定的切分</translation>
    </message>
    <message>
        <source>Likely (the model&apos;s P10-P90 error on published runs): step time %1-%2 · MFU %3-%4</source>
        <translation>可能范围（模型在公开训练记录上误差的 P10-P90）：步时间 %1-%2 · MFU %3-%4</translation>
    </message>
    <message>
        <source>framework</source>
        <translation>框架</translation>
    </message>
</context>
<context>
    <name>cpui::PlanExport</name>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>没有打开的方案。</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 sheets)</source>
        <translation>已写入 %1（%2 个工作表）</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 BOM lines)</source>
        <translation>已写入 %1（%2 行物料）</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 cables)</source>
        <translation>已写入 %1（%2 条线缆）</translation>
    </message>
</context>
<context>
    <name>cpui::PlanSummaryView</name>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>How it was obtained</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Double-click a row, or right-click it, for its entry in the formula reference</source>
        <translation>双击或右键单击一行，查看其在公式参考中的条目</translation>
    </message>
    <message>
        <source>Formula reference: %1</source>
        <translation>公式参考：%1</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Peak %1 (dense)</source>
        <translation>%1 峰值（稠密）</translation>
    </message>
    <message>
        <source>%1 PFLOP/s</source>
        <translation>%1 PFLOP/s</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络架构</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Switch-to-switch links</source>
        <translation>交换机间链路</translation>
    </message>
    <message>
        <source>Endpoint links</source>
        <translation>端点链路</translation>
    </message>
    <message>
        <source>Network %1</source>
        <translation>网络 %1</translation>
    </message>
    <message>
        <source> (%1 needed now)</source>
        <translation>（当前需要 %1）</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1交换机</translation>
    </message>
    <message>
        <source>Listed extra switches</source>
        <translation>列出的额外交换机</translation>
    </message>
    <message>
        <source>Cabling (default layout)</source>
        <translation>布线（默认布局）</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 (%2 nodes per rack)</source>
        <translation>%1（每机柜 %2 个节点）</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Copper share</source>
        <translation>铜缆占比</translation>
    </message>
    <message>
        <source>Optics power</source>
        <translation>光模块功耗</translation>
    </message>
    <message>
        <source>%1 cables</source>
        <translation>%1 条线缆</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>IT (nameplate)</source>
        <translation>IT（铭牌）</translation>
    </message>
    <message>
        <source>IT (average)</source>
        <translation>IT（平均）</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>每年耗电</translation>
    </message>
    <message>
        <source>Electricity per year</source>
        <translation>每年电费</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Hardware capex</source>
        <translation>硬件资本支出</translation>
    </message>
    <message>
        <source>Network share</source>
        <translation>网络占比</translation>
    </message>
    <message>
        <source>TCO per year</source>
        <translation>每年总拥有成本</translation>
    </message>
    <message>
        <source>Per delivered GPU-hour</source>
        <translation>每交付 GPU 时</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>训练费用</translation>
    </message>
    <message>
        <source>GPUs for the deadline</source>
        <translation>满足截止期限所需 GPU</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Job MTTF</source>
        <translation>作业 MTTF</translation>
    </message>
    <message>
        <source>First failure after</source>
        <translation>首次故障时间</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>ETTR</source>
        <translation>有效训练时间比 (ETTR)</translation>
    </message>
    <message>
        <source>Spare nodes needed</source>
        <translation>所需备用节点</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>%1 endpoints, %2</source>
        <translation>%1 个端点，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>%1G, %2, %3; at most %4 endpoints</source>
        <translation>%1G，%2，%3；最多 %4 个端点</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n 个区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::PowerCostView</name>
    <message>
        <source>No plan yet: open a profile to see its power and cost.</source>
        <translation>尚无规划结果：打开一个方案以查看其功耗与成本。</translation>
    </message>
    <message>
        <source>nameplate</source>
        <translation>铭牌</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>hardware capex</source>
        <translation>硬件资本支出</translation>
    </message>
    <message>
        <source>yearly TCO</source>
        <translation>每年总拥有成本</translation>
    </message>
    <message>
        <source>Power: not computed</source>
        <translation>功耗：未计算</translation>
    </message>
    <message>
        <source> at PUE %1</source>
        <translation>，PUE %1</translation>
    </message>
    <message>
        <source>Power: IT %1 nameplate, %2 average · facility %3%4</source>
        <translation>功耗：IT 铭牌 %1，平均 %2 · 设施 %3%4</translation>
    </message>
    <message>
        <source>Hardware capex: not computed</source>
        <translation>硬件资本支出：未计算</translation>
    </message>
    <message>
        <source>Yearly TCO: not computed</source>
        <translation>每年总拥有成本：未计算</translation>
    </message>
    <message>
        <source>Hardware capex %1 (%2 per GPU)</source>
        <translation>硬件资本支出 %1（每 GPU %2）</translation>
    </message>
    <message>
        <source>Yearly TCO %1 (%2 per delivered GPU-hour)</source>
        <translation>每年总拥有成本 %1（每交付 GPU 时 %2）</translation>
    </message>
    <message>
        <source>amortisation</source>
        <translation>折旧摊销</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>support</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>There is no plan to export.</source>
        <translation>没有可导出的规划结果。</translation>
    </message>
</context>
<context>
    <name>cpui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Units of the currency per US dollar. The model and the catalog are in USD; this rate converts what is shown and exported.</source>
        <translation>每美元可兑换的该货币数量。模型和部件库以 USD 计；此汇率用于换算显示和导出的金额。</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <source>metres (m)</source>
        <translation>米 (m)</translation>
    </message>
    <message>
        <source>feet (ft)</source>
        <translation>英尺 (ft)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>How often unsaved work is written to a recovery file; 0 turns it off</source>
        <translation>多久将未保存的工作写入一次恢复文件；0 表示关闭</translation>
    </message>
    <message>
        <source>the shipped profiles folder</source>
        <translation>内置方案文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Default profile folder</source>
        <translation>默认方案文件夹</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>货币：</translation>
    </message>
    <message>
        <source>Exchange rate (per USD):</source>
        <translation>汇率（每 USD）：</translation>
    </message>
    <message>
        <source>Power unit:</source>
        <translation>功率单位：</translation>
    </message>
    <message>
        <source>Length unit:</source>
        <translation>长度单位：</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>自动保存间隔：</translation>
    </message>
    <message>
        <source>Default profile folder:</source>
        <translation>默认方案文件夹：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>The language applies the next time ClusterPlanner starts.</source>
        <translation>语言设置在下次启动 ClusterPlanner 时生效。</translation>
    </message>
    <message>
        <source>The exchange rate of %1 must be above 0.</source>
        <translation>%1 的汇率必须大于 0。</translation>
    </message>
    <message>
        <source>The exchange rate must be above 0.</source>
        <translation>汇率必须大于 0。</translation>
    </message>
    <message>
        <source>The default profile folder does not exist: %1</source>
        <translation>默认方案文件夹不存在：%1</translation>
    </message>
    <message>
        <source>An assumption, not a quote: set today&apos;s rate.</source>
        <translation>这是假设值，不是报价：请填写当前汇率。</translation>
    </message>
    <message>
        <source>Automatic (W, kW, MW or GW, as the CLI)</source>
        <translation>自动（W、kW、MW 或 GW，与命令行一致）</translation>
    </message>
</context>
<context>
    <name>cpui::ReferenceDesignsDialog</name>
    <message>
        <source>Reference designs</source>
        <translation>参考设计</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Published result it reproduces</source>
        <translation>所复现的公开结果</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(not listed in reference-designs.json)</source>
        <translation>（未列入 reference-designs.json）</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Each shipped profile reproduces a published design; its tests pin the numbers below.</source>
        <translation>每个内置方案都复现一个已公开的设计；其测试锁定了下列数字。</translation>
    </message>
    <message>
        <source>Could not read everything: %1</source>
        <translation>未能全部读取：%1</translation>
    </message>
</context>
<context>
    <name>cpui::ReliabilityView</name>
    <message>
        <source>Job MTTF versus job size</source>
        <translation>作业 MTTF 与作业规模</translation>
    </message>
    <message>
        <source>ETTR versus checkpoint interval</source>
        <translation>有效训练时间比 (ETTR) 与检查点间隔</translation>
    </message>
    <message>
        <source>GPUs in the job</source>
        <translation>作业 GPU 数</translation>
    </message>
    <message>
        <source>MTTF (hours)</source>
        <translation>MTTF（小时）</translation>
    </message>
    <message>
        <source>checkpoint interval (minutes)</source>
        <translation>检查点间隔（分钟）</translation>
    </message>
    <message>
        <source>ETTR</source>
        <translation>有效训练时间比 (ETTR)</translation>
    </message>
    <message>
        <source>● this profile: %1 min, ETTR %2
◇ optimum: %3 min, ETTR %4</source>
        <translation>● 本方案：%1 分钟，ETTR %2
◇ 最优：%3 分钟，ETTR %4</translation>
    </message>
</context>
<context>
    <name>cpui::SplitText</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>(%1 virtual)</source>
        <translation>（%1 个虚拟阶段）</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批量 %1</translation>
    </message>
    <message>
        <source>recompute %1</source>
        <translation>重计算 %1</translation>
    </message>
    <message>
        <source>%1 slower: %2</source>
        <translation>慢 %1：%2</translation>
    </message>
    <message>
        <source>would be %1 faster but needs %2 GB per GPU of %3 GB</source>
        <translation>可快 %1，但每 GPU 需要 %2 GB（可用 %3 GB）</translation>
    </message>
</context>
<context>
    <name>cpui::SweepChart</name>
    <message>
        <source>Click to open this design as a new profile</source>
        <translation>单击将此设计作为新方案打开</translation>
    </message>
    <message>
        <source>Pick a study or run a sweep</source>
        <translation>选择一项研究或运行参数扫描</translation>
    </message>
    <message>
        <source> (solid)</source>
        <translation>（实线）</translation>
    </message>
    <message>
        <source> (dashed)</source>
        <translation>（虚线）</translation>
    </message>
    <message>
        <source>designs</source>
        <translation>设计</translation>
    </message>
    <message numerus="yes">
        <source>Pareto front (%n design(s))</source>
        <translation>
            <numerusform>帕累托前沿（%n 个设计）</numerusform>
        </translation>
    </message>
    <message>
        <source>This sweep names no metric to chart.</source>
        <translation>此扫描未指定要绘制的指标。</translation>
    </message>
    <message>
        <source> (P10–P90 %1 – %2)</source>
        <translation>（P10–P90 %1 – %2）</translation>
    </message>
    <message numerus="yes">
        <source>P10–P90 (%Ln sample(s) per point)</source>
        <translation>
            <numerusform>P10–P90（每点 %Ln 个样本）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cpui::SweepTableModel</name>
    <message>
        <source>not run (cancelled)</source>
        <translation>未运行（已取消）</translation>
    </message>
    <message>
        <source>1 design warning</source>
        <translation>1 条设计警告</translation>
    </message>
    <message>
        <source>%1 design warnings</source>
        <translation>%1 条设计警告</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>on the Pareto front</source>
        <translation>位于帕累托前沿</translation>
    </message>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>cpui::SwitchChart</name>
    <message>
        <source>Switches per tier</source>
        <translation>各层交换机数</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>额外</translation>
    </message>
</context>
<context>
    <name>cpui::TemplateDialog</name>
    <message>
        <source>New profile</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>Blank — %1</source>
        <translation>空白 — %1</translation>
    </message>
</context>
<context>
    <name>cpui::TopologyActions</name>
    <message>
        <source>No profile is open.</source>
        <translation>没有打开的方案。</translation>
    </message>
    <message>
        <source>Add a tier</source>
        <translation>添加一层</translation>
    </message>
    <message>
        <source>Remove a tier</source>
        <translation>移除一层</translation>
    </message>
    <message>
        <source>Merge zones</source>
        <translation>合并区</translation>
    </message>
    <message>
        <source>Split into %1 zones</source>
        <translation>拆分为 %1 个区</translation>
    </message>
    <message>
        <source>Set %1 planes</source>
        <translation>设为 %1 个平面</translation>
    </message>
    <message>
        <source>Add %1 network</source>
        <translation>添加%1网络</translation>
    </message>
    <message>
        <source>Remove network</source>
        <translation>移除网络</translation>
    </message>
    <message>
        <source>Attach storage servers</source>
        <translation>接入存储服务器</translation>
    </message>
    <message>
        <source>Add extra switches</source>
        <translation>添加额外交换机</translation>
    </message>
    <message>
        <source>Remove extra switches</source>
        <translation>移除额外交换机</translation>
    </message>
    <message>
        <source>Convert to a chassis switch</source>
        <translation>转换为机框式交换机</translation>
    </message>
    <message>
        <source>Convert the chassis back to fixed switches</source>
        <translation>将机框式交换机转回固定式交换机</translation>
    </message>
    <message>
        <source>Remove storage servers</source>
        <translation>移除存储服务器</translation>
    </message>
    <message>
        <source>Compute nodes and management ports cannot be deleted; change the node count instead.</source>
        <translation>计算节点和管理端口不能删除；请改为修改节点数。</translation>
    </message>
    <message>
        <source>Remove %1 hosts</source>
        <translation>移除 %1 主机</translation>
    </message>
    <message>
        <source>Nothing to delete: select a tier, zone, plane, network, extra switches or hosts.</source>
        <translation>没有可删除的内容：请选择层、区、平面、网络、额外交换机或主机。</translation>
    </message>
    <message>
        <source>Apply preset %1</source>
        <translation>应用预设 %1</translation>
    </message>
</context>
<context>
    <name>cpui::TopologyInspector</name>
    <message>
        <source>Topology inspector</source>
        <translation>拓扑检查器</translation>
    </message>
    <message>
        <source>Selected element</source>
        <translation>所选元素</translation>
    </message>
    <message>
        <source>Inspector message</source>
        <translation>检查器消息</translation>
    </message>
    <message>
        <source>Switch specifications</source>
        <translation>交换机规格</translation>
    </message>
    <message>
        <source>Select an element of the diagram (click, or Tab into the diagram and use the arrow keys) to see and edit its properties here. Right-click for structure edits; Delete removes the selection; every change is one Edit › Undo step.</source>
        <translation>在图中选择一个元素（单击，或按 Tab 进入图中后用方向键）即可在此查看和编辑其属性。右键可修改结构；Delete 键删除所选；每次修改都是一步 编辑 › 撤销。</translation>
    </message>
    <message>
        <source>Switch of this tier</source>
        <translation>本层交换机</translation>
    </message>
    <message>
        <source>Down:up ratio</source>
        <translation>下行:上行比（超额订阅）</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Ports per host</source>
        <translation>每台主机端口数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt;</source>
        <translation>&lt;b&gt;检查器&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>未选择任何元素。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — network %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 网络 %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 × %2 %3 (%4 ports); ports used %5 down, %6 up, %7 spare</source>
        <translation>&lt;br&gt;%1 × %2 %3（%4 个端口）；已用端口：下行 %5，上行 %6，空闲 %7</translation>
    </message>
    <message>
        <source>; %1:%2 down:up per switch</source>
        <translation>；每台交换机下行:上行 %1:%2</translation>
    </message>
    <message>
        <source>; %1 needed today</source>
        <translation>；当前需要 %1</translation>
    </message>
    <message>
        <source>; zones joined by %1 (%2 inter-zone links)</source>
        <translation>；各区通过%1互联（%2 条区间链路）</translation>
    </message>
    <message>
        <source>, %1 rails</source>
        <translation>，%1 条轨道</translation>
    </message>
    <message>
        <source>, %1 scalable units</source>
        <translation>，%1 个可扩展单元</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 listed extra switches in this network</source>
        <translation>&lt;br&gt;此网络中列出的额外交换机 %1 台</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 × %2, %3 ports each, %4 links&lt;br&gt;&lt;small&gt;%5&lt;/small&gt;</source>
        <translation>&lt;br&gt;%1 × %2，每台 %3 个端口，%4 条链路&lt;br&gt;&lt;small&gt;%5&lt;/small&gt;</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>层</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>区</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>switch group</source>
        <translation>交换机组</translation>
    </message>
    <message>
        <source>extra switches</source>
        <translation>额外交换机</translation>
    </message>
    <message>
        <source>link bundle</source>
        <translation>链路束</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 switches (%2 listed extra), %3, %4, %5; %6 switch links, %7 endpoint links</source>
        <translation>&lt;br&gt;%1 台交换机（%2 台列出的额外交换机），%3，%4，%5；%6 条交换机间链路，%7 条端点链路</translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n 个区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;%1, joined by %2; %3 inter-zone links</source>
        <translation>&lt;br&gt;%1，通过%2互联；%3 条区间链路</translation>
    </message>
</context>
<context>
    <name>cpui::TopologyView</name>
    <message>
        <source>No network to draw: the plan has no fabric.</source>
        <translation>没有可绘制的网络：规划结果中没有网络架构。</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Network topology diagram</source>
        <translation>网络拓扑图</translation>
    </message>
    <message>
        <source>Arrow keys move the selection, Enter edits it in the inspector, Delete removes it</source>
        <translation>方向键移动选择，Enter 在检查器中编辑，Delete 删除</translation>
    </message>
    <message>
        <source>There is no diagram to export: the plan has no network.</source>
        <translation>没有可导出的图：规划结果中没有网络。</translation>
    </message>
    <message>
        <source>The diagram is too large for an image in memory.</source>
        <translation>拓扑图过大，无法在内存中生成图像。</translation>
    </message>
    <message>
        <source>ClusterPlanner network topology</source>
        <translation>ClusterPlanner 网络拓扑</translation>
    </message>
    <message>
        <source>Tiers, zones, planes and link bundles of the plan</source>
        <translation>规划结果中的层、区、平面和链路束</translation>
    </message>
    <message>
        <source>Cannot start the SVG drawing for %1.</source>
        <translation>无法开始为 %1 绘制 SVG。</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export topology as SVG</source>
        <translation>将拓扑导出为 SVG</translation>
    </message>
    <message>
        <source>Export topology as PNG</source>
        <translation>将拓扑导出为 PNG</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Select an element to delete.</source>
        <translation>请选择要删除的元素。</translation>
    </message>
    <message>
        <source>Extra switches</source>
        <translation>额外交换机</translation>
    </message>
    <message>
        <source>Switches to add to %1:</source>
        <translation>要添加到 %1 的交换机：</translation>
    </message>
    <message>
        <source>Why (shown in the explanation and the BOM):</source>
        <translation>原因（显示在说明和物料清单中）：</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>区数</translation>
    </message>
    <message>
        <source>Independent zones (1 merges them):</source>
        <translation>独立区数（1 表示合并）：</translation>
    </message>
    <message>
        <source>Edit in the Design panel</source>
        <translation>在设计面板中编辑</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Add a tier</source>
        <translation>添加一层</translation>
    </message>
    <message>
        <source>Remove a tier</source>
        <translation>移除一层</translation>
    </message>
    <message>
        <source>Split into 2 zones</source>
        <translation>拆分为 2 个区</translation>
    </message>
    <message>
        <source>Split each zone in two (%1 zones)</source>
        <translation>每个区一分为二（%1 个区）</translation>
    </message>
    <message>
        <source>Zones…</source>
        <translation>区…</translation>
    </message>
    <message>
        <source>Merge the zones</source>
        <translation>合并各区</translation>
    </message>
    <message>
        <source>Add a plane (%1)</source>
        <translation>添加一个平面（%1）</translation>
    </message>
    <message>
        <source>Remove a plane (%1)</source>
        <translation>移除一个平面（%1）</translation>
    </message>
    <message>
        <source>Add extra switches…</source>
        <translation>添加额外交换机…</translation>
    </message>
    <message>
        <source>Back to fixed switches</source>
        <translation>转回固定式交换机</translation>
    </message>
    <message>
        <source>Convert to a chassis switch</source>
        <translation>转换为机框式交换机</translation>
    </message>
    <message>
        <source>Attach storage servers (one NIC per zone)</source>
        <translation>接入存储服务器（每区一块网卡）</translation>
    </message>
    <message>
        <source>Add a network</source>
        <translation>添加网络</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>%1 网络</translation>
    </message>
    <message>
        <source>Apply a design preset</source>
        <translation>应用设计预设</translation>
    </message>
    <message>
        <source>+ Tier</source>
        <translation>+ 层</translation>
    </message>
    <message>
        <source>Add a tier to the selected network</source>
        <translation>为所选网络添加一层</translation>
    </message>
    <message>
        <source>− Tier</source>
        <translation>− 层</translation>
    </message>
    <message>
        <source>Remove the top tier of the selected network</source>
        <translation>移除所选网络的顶层</translation>
    </message>
    <message>
        <source>Split the selected network into N independent zones, or merge them (1)</source>
        <translation>将所选网络拆分为 N 个独立区，或合并（1）</translation>
    </message>
    <message>
        <source>+ Plane</source>
        <translation>+ 平面</translation>
    </message>
    <message>
        <source>Add a parallel plane</source>
        <translation>添加一个并行平面</translation>
    </message>
    <message>
        <source>− Plane</source>
        <translation>− 平面</translation>
    </message>
    <message>
        <source>Remove a plane</source>
        <translation>移除一个平面</translation>
    </message>
    <message>
        <source>+ Extra switches…</source>
        <translation>+ 额外交换机…</translation>
    </message>
    <message>
        <source>List switches the fabric rules do not count, with the reason</source>
        <translation>列出组网规则不计算的交换机，并注明原因</translation>
    </message>
    <message>
        <source>Chassis ⇄</source>
        <translation>机框式 ⇄</translation>
    </message>
    <message>
        <source>Turn the network into one chassis switch per zone × plane, or back</source>
        <translation>将网络改为每个区 × 平面一台机框式交换机，或改回</translation>
    </message>
    <message>
        <source>+ Network</source>
        <translation>+ 网络</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Start the selected network from a design preset (one undo step)</source>
        <translation>用设计预设重置所选网络（一步撤销）</translation>
    </message>
    <message>
        <source>Remove the selected element (Delete)</source>
        <translation>移除所选元素 (Delete)</translation>
    </message>
    <message>
        <source>Cables: none computed</source>
        <translation>线缆：未计算</translation>
    </message>
    <message>
        <source>Cables:</source>
        <translation>线缆：</translation>
    </message>
</context>
<context>
    <name>cpui::UncertaintyView</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Ranges:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Default ranges of this design</source>
        <translation>本设计的默认范围</translation>
    </message>
    <message>
        <source>Open a specification…</source>
        <translation>打开优化规格…</translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation>样本数：</translation>
    </message>
    <message>
        <source>Designs sampled on a Latin hypercube; 1,000 give the deciles to about 1 % of the spread</source>
        <translation>以拉丁超立方抽样的设计数；1,000 个样本可把十分位数定到约 1% 的离散范围以内</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>Save the percentiles, the drivers, the inputs and every sample as XLSX (or the samples as CSV)</source>
        <translation>将百分位数、驱动因素、输入和每个样本保存为 XLSX（或将样本保存为 CSV）</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>点值</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>Range from</source>
        <translation>范围来源</translation>
    </message>
    <message>
        <source>Point: every input at its likely value. Select an output to see what drives it.</source>
        <translation>点值：每个输入取其最可能值。选择一个输出可查看驱动它的因素。</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Inputs varied</source>
        <translation>变动的输入</translation>
    </message>
    <message>
        <source>The design has changed since this run: Run again for its ranges.</source>
        <translation>本次运行后设计已更改：请再次运行以得到其范围。</translation>
    </message>
    <message>
        <source>Run samples the default ranges of the open design&apos;s prices, tariffs, failure rates and the step-time model&apos;s error (each from what its source says; the Inputs varied page lists them after a run).</source>
        <translation>运行将对当前设计的价格、电价、故障率和步时间模型误差的默认范围抽样（各范围依其来源而定；运行后“变动的输入”页会列出它们）。</translation>
    </message>
    <message>
        <source>Ranges of %1 (profile %2): Run samples them.</source>
        <translation>%1 的范围（方案 %2）：运行即对其抽样。</translation>
    </message>
    <message>
        <source>The open design cannot be sampled: %1</source>
        <translation>无法对当前设计抽样：%1</translation>
    </message>
    <message>
        <source>%p% of the samples</source>
        <translation>样本完成 %p%</translation>
    </message>
    <message>
        <source>Sampling…</source>
        <translation>正在抽样…</translation>
    </message>
    <message>
        <source>Cancelled: no result (a part of the samples tells nothing about the deciles).</source>
        <translation>已取消：没有结果（部分样本无法说明十分位数）。</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1: %2 samples of %3 inputs with ranges (Latin hypercube, seed %4) in %5 s.</source>
        <translation>%1：对 %3 个带范围的输入抽取 %2 个样本（拉丁超立方，种子 %4），用时 %5 秒。</translation>
    </message>
    <message>
        <source>The design is built once: no sampled input reaches the build stages.</source>
        <translation>设计只构建一次：没有抽样输入影响构建阶段。</translation>
    </message>
    <message>
        <source>%1%2 in %3</source>
        <translation>%1%2：%3 的样本满足</translation>
    </message>
    <message>
        <source>all at once in %1</source>
        <translation>全部同时满足：%1</translation>
    </message>
    <message>
        <source>Limits met: %1.</source>
        <translation>满足限制的比例：%1。</translation>
    </message>
    <message>
        <source>Open an uncertainty specification</source>
        <translation>打开不确定性规格</translation>
    </message>
    <message>
        <source>Uncertainty specifications (*.json)</source>
        <translation>不确定性规格 (*.json)</translation>
    </message>
    <message>
        <source>Export the ranges</source>
        <translation>导出范围</translation>
    </message>
    <message>
        <source>Spreadsheet (*.xlsx);;CSV (*.csv)</source>
        <translation>电子表格 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Run the ranges first: there is no result to export</source>
        <translation>请先运行范围：没有可导出的结果</translation>
    </message>
    <message>
        <source>%1: choose a file ending in .xlsx or .csv</source>
        <translation>%1：请选择以 .xlsx 或 .csv 结尾的文件</translation>
    </message>
    <message numerus="yes">
        <source>%Ln sample(s)</source>
        <translation>
            <numerusform>%Ln 个样本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln sample(s) could not be planned.</source>
        <translation>
            <numerusform>%Ln 个样本无法规划。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every sample builds its design (a node&apos;s power can pick its rack).</source>
        <translation>每个样本都重新构建设计（节点功耗可能改变其机柜安排）。</translation>
    </message>
    <message>
        <source>The design is built once and repriced per sample (built again when a medium&apos;s price makes another medium the cheapest).</source>
        <translation>设计只构建一次，每个样本重新计价（当某种介质的价格使另一种介质成为最便宜时才重新构建）。</translation>
    </message>
</context>
<context>
    <name>cpui::UserCatalog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>node type</source>
        <translation>节点类型</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Cannot read the user catalog %1: %2</source>
        <translation>无法读取用户部件库 %1：%2</translation>
    </message>
    <message>
        <source>The user catalog was not loaded: %1</source>
        <translation>未加载用户部件库：%1</translation>
    </message>
</context>
<context>
    <name>cpui::WorkerThread</name>
    <message>
        <source>out of memory: this run needs more memory than the machine gives it; try fewer points, families or threads</source>
        <translation>内存不足：本次运行所需内存超出本机可用内存；请减少点数、方案族或线程数</translation>
    </message>
</context>
<context>
    <name>cpui::chart</name>
    <message>
        <source>Could not write the PDF %1.</source>
        <translation>无法写入 PDF %1。</translation>
    </message>
</context>
</TS>
