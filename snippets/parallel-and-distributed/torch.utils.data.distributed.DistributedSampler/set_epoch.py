from torch.utils.data.distributed import DistributedSampler

data = list(range(8))
samplers = [DistributedSampler(data, num_replicas=2, rank=r, shuffle=True, seed=0) for r in range(2)]
print("without set_epoch:")
for epoch in range(2):
    print(f"  epoch {epoch}:", [list(s) for s in samplers])
print("with set_epoch:")
for epoch in range(2):
    for s in samplers:
        s.set_epoch(epoch)  # the permutation is seeded with seed + epoch
    print(f"  epoch {epoch}:", [list(s) for s in samplers])
