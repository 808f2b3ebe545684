eval: per instance, the deciding sub-expression; g6.* matches the g6f types too
fixture: pd403-regex-g6f
args: eval 'attribute:ecs.instance-type =~ g6.*'
--- stdout
i-02ef641e14628ee3e  match        attribute:ecs.instance-type =~ g6.* (attribute:ecs.instance-type is g6.xlarge)
i-06a16f33b28e076e5  match        attribute:ecs.instance-type =~ g6.* (attribute:ecs.instance-type is g6f.xlarge)
i-069c32fbd7099a8ba  match        attribute:ecs.instance-type =~ g6.* (attribute:ecs.instance-type is g6f.xlarge)
i-092d2ccc891bda1f7  no match     attribute:ecs.instance-type =~ g6.* (attribute:ecs.instance-type is g5.2xlarge)
4 instances: 3 match, 1 no match, 0 inconclusive
--- stderr

--- exit
0
