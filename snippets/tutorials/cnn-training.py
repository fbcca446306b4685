# timeout: 120
# uses: training loop, torch.utils.data.Dataset, torch.utils.data.DataLoader, torch.nn.Sequential, torch.nn.Conv2d, torch.nn.ReLU, torch.nn.MaxPool2d, torch.nn.Linear, torch.nn.Module.parameters, torch.nn.Module.train, torch.nn.CrossEntropyLoss, torch.optim.Adam, torch.optim.Optimizer.zero_grad, torch.optim.Optimizer.step, torch.Tensor.backward, torch.argmax, torch.manual_seed, torch.randn
# %% [markdown] en
# # Training a small CNN end to end
#
# This tutorial trains a convolutional network from scratch on images that the notebook draws itself, so
# nothing is downloaded: 16 × 16 grayscale pictures of three shapes (a horizontal bar, a vertical bar, a hollow
# square) at random sizes and positions, buried in Gaussian noise. On the way it shows every part of an
# ordinary PyTorch training script: a `Dataset`, a `DataLoader` whose shuffling is seeded, an `nn.Sequential`
# model, the loss, the optimizer, the training loop, and the evaluation on a held-out split.
# %% [markdown] zh
# # 从零训练一个小型 CNN
#
# 本教程从头训练一个卷积网络，训练数据由 notebook 自己生成，不需要下载任何东西：16 × 16 的灰度图，
# 画的是三种形状（横条、竖条、空心正方形），大小和位置随机，并叠加高斯噪声。
# 一路下来会用到一个普通 PyTorch 训练脚本的全部组成部分：`Dataset`、打乱顺序由随机种子固定的 `DataLoader`、
# `nn.Sequential` 模型、损失函数、优化器、训练循环，以及在留出的测试集上的评估。
# %%
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)
# %% [markdown] en
# ## Drawing the data
#
# `make_shapes` draws `n` labelled images. All randomness comes from the `torch.Generator` passed in, so the
# same seed always gives the same images. Each image starts black, gets its shape painted with value 1.0, and
# then every pixel gets noise with standard deviation 0.3.
# %% [markdown] zh
# ## 生成数据
#
# `make_shapes` 生成 `n` 张带标签的图像。所有随机性都来自传入的 `torch.Generator`，所以同一个随机种子总是得到同样的图像。
# 每张图先全部置 0，把形状画成 1.0，再给每个像素加上标准差为 0.3 的噪声。
# %%
CLASSES = ["horizontal bar", "vertical bar", "hollow square"]


def make_shapes(n, generator):
    labels = torch.randint(0, 3, (n,), generator=generator)
    images = torch.zeros(n, 1, 16, 16)
    for k in range(n):
        size = int(torch.randint(6, 11, (1,), generator=generator))
        r, c = torch.randint(0, 16 - size + 1, (2,), generator=generator).tolist()
        img = images[k, 0]  # a view: painting it paints `images`
        mid = size // 2
        if labels[k] == 0:
            img[r + mid - 1 : r + mid + 1, c : c + size] = 1.0
        elif labels[k] == 1:
            img[r : r + size, c + mid - 1 : c + mid + 1] = 1.0
        else:
            img[r : r + size, c : c + size] = 1.0
            img[r + 1 : r + size - 1, c + 1 : c + size - 1] = 0.0
    images += 0.3 * torch.randn(images.shape, generator=generator)
    return images, labels


images, labels = make_shapes(1000, torch.Generator().manual_seed(0))
print("images:", tuple(images.shape), images.dtype)
print("examples per class:", labels.bincount().tolist())
# %% [markdown] en
# A text rendering of the first image of each class (`#` where a pixel is brighter than 0.5) shows what the
# network has to tell apart; the noise leaves a few stray `#` outside the shapes.
# %% [markdown] zh
# 把每个类别的第一张图画成文本（像素值大于 0.5 的位置画 `#`），就能看到网络要区分的是什么；
# 噪声会在形状之外留下零星几个 `#`。
# %%
for cls, name in enumerate(CLASSES):
    img = images[labels == cls][0, 0]
    print(f"class {cls}: {name}")
    for row in img:
        print("  " + "".join("#" if v > 0.5 else "." for v in row.tolist()))
# %% [markdown] en
# ## A `Dataset` and a seeded `DataLoader`
#
# A map-style `Dataset` needs only `__len__` and `__getitem__`. The first 800 images are for training, the last
# 200 are held out: the model never trains on them, so accuracy on them measures generalisation rather than
# memorisation.
#
# `shuffle=True` draws a new order every epoch. Giving the `DataLoader` its own seeded `generator` makes that
# order reproducible without depending on how much the global random state has been used elsewhere.
# %% [markdown] zh
# ## `Dataset` 与固定随机种子的 `DataLoader`
#
# 映射式（map-style）`Dataset` 只需实现 `__len__` 和 `__getitem__`。前 800 张图用于训练，后 200 张留出：
# 模型从不在它们上训练，所以在它们上的准确率衡量的是泛化能力，而不是死记硬背。
#
# `shuffle=True` 会在每个 epoch 重新打乱顺序。给 `DataLoader` 传入一个单独设定随机种子的 `generator`，
# 打乱顺序就可以复现，而且不受全局随机状态在别处被用掉多少的影响。
# %%
class Shapes(Dataset):
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.images[i], self.labels[i]


train_set = Shapes(images[:800], labels[:800])
test_set = Shapes(images[800:], labels[800:])
train_loader = DataLoader(train_set, batch_size=32, shuffle=True, generator=torch.Generator().manual_seed(0))
test_loader = DataLoader(test_set, batch_size=100)

xb, yb = next(iter(train_loader))
print("train/test sizes:", len(train_set), len(test_set))
print("batches per epoch:", len(train_loader))
print("one batch:", tuple(xb.shape), tuple(yb.shape), yb.dtype)
print("first labels:", yb[:10].tolist())
# %% [markdown] en
# ## The model
#
# Two blocks of convolution, ReLU and 2 × 2 max pooling take the image from 1 × 16 × 16 to 16 × 4 × 4; a
# linear layer maps those 256 numbers to one score (a *logit*) per class. `padding=1` keeps a 3 × 3
# convolution from shrinking the image, so only the pooling layers halve it.
# %% [markdown] zh
# ## 模型
#
# 两组“卷积 + ReLU + 2 × 2 最大池化”把图像从 1 × 16 × 16 变为 16 × 4 × 4；再由一个线性层把这 256 个数映射为每个类别一个得分（*logit*）。
# `padding=1` 让 3 × 3 卷积不缩小图像，所以只有池化层会把尺寸减半。
# %%
model = nn.Sequential(
    nn.Conv2d(1, 8, kernel_size=3, padding=1), nn.ReLU(), nn.MaxPool2d(2),   # 8 x 8 x 8
    nn.Conv2d(8, 16, kernel_size=3, padding=1), nn.ReLU(), nn.MaxPool2d(2),  # 16 x 4 x 4
    nn.Flatten(),
    nn.Linear(16 * 4 * 4, 3),
)
print(model)
print("parameters:", sum(p.numel() for p in model.parameters()))
h = xb
for layer in model:
    h = layer(h)
    print(f"{type(layer).__name__:<10} -> {tuple(h.shape)}")
# %% [markdown] en
# ## Evaluation before training
#
# `evaluate` switches the model to evaluation mode with `model.eval()` and turns off gradient tracking with
# `torch.no_grad()`, then counts how often the class with the largest logit is the right one. The untrained
# network gets 0.410, not far from the 1/3 that guessing would give with three classes.
# %% [markdown] zh
# ## 训练前的评估
#
# `evaluate` 先用 `model.eval()` 把模型切换到评估模式，再用 `torch.no_grad()` 关闭梯度记录，然后统计 logit
# 最大的类别与标签一致的比例。未训练的网络得到 0.410，和三分类随机猜测的 1/3 相差不大。
# %%
loss_fn = nn.CrossEntropyLoss()


def evaluate(model, loader):
    model.eval()
    correct, total, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for x, y in loader:
            logits = model(x)
            loss_sum += loss_fn(logits, y).item() * len(y)
            correct += (logits.argmax(dim=1) == y).sum().item()
            total += len(y)
    return loss_sum / total, correct / total


loss, acc = evaluate(model, test_loader)
print(f"before training: test loss {loss:.4f}, test accuracy {acc:.3f}")
# %% [markdown] en
# ## The training loop
#
# Each step is the same five lines in every PyTorch program: forward pass, loss, `optimizer.zero_grad()` (the
# gradients of the previous step would otherwise be added to), `loss.backward()`, `optimizer.step()`.
# `nn.CrossEntropyLoss` takes the raw logits and integer class labels; it applies log-softmax itself, so the
# model has no softmax layer. Losses are printed to four decimals.
# %% [markdown] zh
# ## 训练循环
#
# 每一步都是任何 PyTorch 程序里相同的五行：前向传播、计算损失、`optimizer.zero_grad()`（否则上一步的梯度会被累加进来）、
# `loss.backward()`、`optimizer.step()`。`nn.CrossEntropyLoss` 接收原始 logit 和整数类别标签，内部自己做
# log-softmax，所以模型里没有 softmax 层。损失保留四位小数打印。
# %%
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
history = []

for epoch in range(1, 6):
    model.train()
    running, seen = 0.0, 0
    for x, y in train_loader:
        logits = model(x)
        loss = loss_fn(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        running += loss.item() * len(y)
        seen += len(y)
    test_loss, test_acc = evaluate(model, test_loader)
    history.append(f"epoch {epoch}: train loss {running / seen:.4f}  test loss {test_loss:.4f}  test accuracy {test_acc:.3f}")

print("\n".join(history))
# %% [markdown] en
# In five epochs the training loss drops from 0.91 to about 0.03 and the test accuracy rises from 0.41 to
# 0.995. Neither curve is guaranteed to be monotonic: here the training loss of epoch 5 (0.0365) is a little
# above that of epoch 4 (0.0288), because each epoch's loss is an average over mini-batches taken while the
# weights are still moving, and a step of Adam with a learning rate of 0.01 can overshoot. What matters is the
# trend and the held-out accuracy.
# %% [markdown] zh
# 五个 epoch 内，训练损失从 0.91 降到 0.03 左右，测试准确率从 0.41 升到 0.995。两条曲线都不保证单调：
# 这里第 5 个 epoch 的训练损失（0.0365）略高于第 4 个（0.0288），因为每个 epoch 的损失是权重仍在变化时各个批次损失的平均值，
# 而学习率为 0.01 的 Adam 偶尔会迈过头。重要的是整体趋势和留出数据上的准确率。
# %% [markdown] en
# ## Where the errors are
#
# A confusion matrix counts, for every true class (row), which class the model predicted (column). The
# diagonal holds the correct predictions: of the 200 test images, only one hollow square is taken for a
# horizontal bar.
# %% [markdown] zh
# ## 错误出在哪里
#
# 混淆矩阵按真实类别（行）统计模型预测成了哪个类别（列），对角线上是预测正确的数量：200 张测试图里，
# 只有一个空心正方形被当成了横条。
# %%
model.eval()
with torch.no_grad():
    x_test, y_test = test_set.images, test_set.labels
    pred = model(x_test).argmax(dim=1)
confusion = torch.zeros(3, 3, dtype=torch.long)
for t, p in zip(y_test.tolist(), pred.tolist()):
    confusion[t, p] += 1
print("rows: true class, columns: predicted class")
print(confusion)
print("accuracy:", f"{(pred == y_test).float().mean().item():.3f}")
# %% [markdown] en
# ## Predicting new images
#
# New images from a different seed go through the same `model.eval()` and `torch.no_grad()` path;
# `softmax` turns logits into probabilities for display. All four are classified correctly, each with a
# probability above 0.95.
# %% [markdown] zh
# ## 预测新图像
#
# 用另一个随机种子生成的新图像走同样的 `model.eval()` 加 `torch.no_grad()` 流程；为了便于阅读，用
# `softmax` 把 logit 转换成概率。四张图全部分类正确，概率都在 0.95 以上。
# %%
new_images, new_labels = make_shapes(4, torch.Generator().manual_seed(123))
with torch.no_grad():
    probs = model(new_images).softmax(dim=1)
for p, label in zip(probs, new_labels.tolist()):
    guess = p.argmax().item()
    print(f"true: {CLASSES[label]:<14} predicted: {CLASSES[guess]:<14} p = {p[guess].item():.3f}")
